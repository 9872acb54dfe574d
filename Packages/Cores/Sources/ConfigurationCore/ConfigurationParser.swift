/// Reads configuration text in newsboat's syntax into commands, one per line, following
/// `include` and this reader's `color-scheme`; it touches no file itself.
///
/// Nothing stops it: a line it cannot read, a file an `include` cannot reach, a file that
/// includes itself, each becomes a ``ConfigurationProblem`` naming its file and line, and the
/// rest is read. What each command means is not its business (``Configuration`` gives that).
public struct ConfigurationParser {
  /// The home folder, for paths that begin with `~`.
  public var home: String?
  /// Reads a file that an `include` names, given its path resolved by ``IncludePath``.
  public var readFile: (String) -> IncludedFile

  /// Includes nested deeper than this are reported rather than followed: a cycle through a
  /// symbolic link is not told by the paths alone, and no person's configuration nests so deep.
  public static let maximumDepth = 16

  public init(home: String?, readFile: @escaping (String) -> IncludedFile) {
    self.home = home
    self.readFile = readFile
  }

  /// The commands of `text`, the file at `file`, and of the files it includes, in order.
  public func parse(_ text: String, file: String) -> ParsedConfiguration {
    var parsed = ParsedConfiguration()
    read(text, file: file, including: [IncludePath.normalized(file)], into: &parsed)
    return parsed
  }

  private func read(
    _ text: String, file: String, including chain: [String], into parsed: inout ParsedConfiguration
  ) {
    for (logical, number) in Self.logicalLines(of: text) {
      let location = ConfigurationLocation(file: file, line: number)
      switch ConfigurationLexer.words(of: logical) {
      case .commandSubstitution:
        parsed.append(
          ConfigurationProblem(
            .unsupported, at: location,
            "runs a command between backticks, which this reader never does from its "
              + "configuration; the line is skipped"))
      case .controlCharacter:
        parsed.append(
          ConfigurationProblem(
            .syntax, at: location, "holds a control character; the line is skipped"))
      case .words(let words):
        guard let name = words.first else { continue }
        let line = ConfigurationLine(name.text, Array(words.dropFirst()), at: location)
        switch name.text {
        case "include":
          include(line, from: file, chain: chain, into: &parsed)
        case "color-scheme":
          scheme(line, chain: chain, into: &parsed)
        default:
          parsed.append(line)
        }
      }
    }
  }

  private func include(
    _ line: ConfigurationLine, from file: String, chain: [String],
    into parsed: inout ParsedConfiguration
  ) {
    guard line.arguments.count == 1, let written = line.arguments.first?.text else {
      parsed.append(
        ConfigurationProblem(.badValue, at: line.location, "include takes one file"))
      return
    }
    guard let path = IncludePath.resolve(written, from: file, home: home) else {
      parsed.append(
        ConfigurationProblem(
          .include, at: line.location,
          "cannot include '\(written)': there is no home folder for ~"))
      return
    }
    if chain.contains(path) {
      parsed.append(
        ConfigurationProblem(
          .include, at: line.location,
          "'\(written)' includes itself (through \(chain.joined(separator: " → "))); "
            + "it is read once"))
      return
    }
    guard chain.count < Self.maximumDepth else {
      parsed.append(
        ConfigurationProblem(
          .include, at: line.location,
          "cannot include '\(written)': includes nest more than \(Self.maximumDepth) deep"))
      return
    }
    switch readFile(path) {
    case .text(let text):
      read(text, file: path, including: chain + [path], into: &parsed)
    case .unreadable(let reason):
      parsed.append(
        ConfigurationProblem(.include, at: line.location, "cannot include '\(written)': \(reason)"))
    }
  }

  private func scheme(
    _ line: ConfigurationLine, chain: [String], into parsed: inout ParsedConfiguration
  ) {
    guard line.arguments.count == 1, let name = line.arguments.first?.text,
      let scheme = ColorScheme.named(name)
    else {
      let names = ColorScheme.builtIn.map(\.name).joined(separator: ", ")
      parsed.append(
        ConfigurationProblem(
          .badValue, at: line.location, "color-scheme takes the name of one of \(names)"))
      return
    }
    read(scheme.text, file: scheme.file, including: chain + [scheme.file], into: &parsed)
  }

  /// The text's lines with the number of the first, a line that ends in a backslash joined with
  /// the next as newsboat 2.22 and later do, and the byte-order mark an editor may leave dropped.
  static func logicalLines(of text: String) -> [(Substring, Int)] {
    var lines: [(Substring, Int)] = []
    var pending: (text: String, number: Int)?
    let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
    // A carriage return and a line feed are one Character in Swift, so both ends are looked for.
    let rawLines = body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (offset, line) in rawLines.enumerated() {
      let number = pending?.number ?? offset + 1
      let joined = (pending?.text ?? "") + line
      if line.hasSuffix("\\") {
        pending = (String(joined.dropLast()), number)
      } else {
        pending = nil
        lines.append((Substring(joined), number))
      }
    }
    if let pending { lines.append((Substring(pending.text), pending.number)) }
    return lines
  }
}

/// What the parser read: every command and every problem it met, in the order of the text, so
/// that problems are reported in the order of the lines whichever pass found them.
public struct ParsedConfiguration: Sendable, Hashable {
  public enum Item: Sendable, Hashable {
    case line(ConfigurationLine)
    case problem(ConfigurationProblem)
  }

  public var items: [Item] = []

  public init(items: [Item] = []) {
    self.items = items
  }

  /// The commands, in order.
  public var lines: [ConfigurationLine] {
    items.compactMap { if case .line(let line) = $0 { line } else { nil } }
  }

  /// The problems, in order.
  public var problems: [ConfigurationProblem] {
    items.compactMap { if case .problem(let problem) = $0 { problem } else { nil } }
  }

  mutating func append(_ line: ConfigurationLine) { items.append(.line(line)) }

  mutating func append(_ problem: ConfigurationProblem) { items.append(.problem(problem)) }
}
