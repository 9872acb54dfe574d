import TextCore

/// newsboat's syntax for one line: words apart by white space, `#` to the end of the line a
/// comment, double quotes around a word with spaces.
///
/// As newsboat 2.21 reads it:
/// - inside double quotes, `\"` is a quote, `\\` a backslash, `\n`, `\r` and `\t` what they are in
///   C, and a backslash before anything else that character itself; a quote left open runs to
///   the end of the line;
/// - outside them, `\#` and `` \` `` are a literal `#` and backtick, and every other backslash
///   stays as it is (newsboat does not escape outside quotes);
/// - a `#` outside quotes begins a comment, also in the middle of a word;
/// - text between two backticks is a shell command whose output newsboat pastes in. This reader
///   runs no shell for its configuration, so such a line is reported, never run.
enum ConfigurationLexer {
  enum Outcome: Equatable {
    case words([ConfigurationWord])
    /// The line holds `` `…` ``, newsboat's command substitution.
    case commandSubstitution
    /// A word holds a control character (other than a tab) or a bidi control, which nothing the
    /// configuration sets should put on a terminal.
    case controlCharacter
  }

  static func words(of line: Substring) -> Outcome {
    let scalars = Array(line.unicodeScalars)
    if substitutesACommand(scalars) { return .commandSubstitution }
    var words: [ConfigurationWord] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if isSpace(scalar) {
        index += 1
      } else if scalar == "#" {
        break
      } else if scalar == "\"" {
        words.append(quotedWord(scalars, from: &index))
      } else {
        let (word, endsLine) = bareWord(scalars, from: &index)
        words.append(word)
        if endsLine { break }
      }
    }
    return words.contains { holdsControl($0.text) } ? .controlCharacter : .words(words)
  }

  /// Whether `text` holds a character no value should put on a terminal: a control character
  /// other than a tab, or a bidi control.
  static func holdsControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\t" && TerminalText.isControl($0) }
  }

  /// The word between double quotes that begins at `index`, leaving `index` after its closing
  /// quote, or at the end of the line when it has none.
  private static func quotedWord(_ scalars: [Unicode.Scalar], from index: inout Int)
    -> ConfigurationWord
  {
    var text = String.UnicodeScalarView()
    index += 1
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar == "\"" { break }
      if scalar == "\\", index < scalars.count {
        text.append(escaped(scalars[index]))
        index += 1
      } else {
        text.append(scalar)
      }
    }
    return ConfigurationWord(String(text), isQuoted: true)
  }

  /// The bare word that begins at `index`, and whether a `#` in it began a comment that ends the
  /// line.
  private static func bareWord(_ scalars: [Unicode.Scalar], from index: inout Int)
    -> (ConfigurationWord, endsLine: Bool)
  {
    var text = String.UnicodeScalarView()
    while index < scalars.count, !isSpace(scalars[index]) {
      let scalar = scalars[index]
      if scalar == "#" { return (ConfigurationWord(String(text)), true) }
      if scalar == "\\", index + 1 < scalars.count,
        ["#", "`", "\\"].contains(scalars[index + 1])
      {
        // `\\` is kept whole, so that the backslash in `\\#` escapes nothing after it.
        if scalars[index + 1] == "\\" { text.append("\\") }
        text.append(scalars[index + 1])
        index += 2
      } else {
        text.append(scalar)
        index += 1
      }
    }
    return (ConfigurationWord(String(text)), false)
  }

  private static func escaped(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar {
    case "n": "\n"
    case "r": "\r"
    case "t": "\t"
    default: scalar
    }
  }

  /// Whether two backticks that no backslash escapes enclose text before the line's comment, as
  /// newsboat looks for them: inside double quotes too, and a `#` between them is theirs.
  private static func substitutesACommand(_ scalars: [Unicode.Scalar]) -> Bool {
    var isQuoted = false
    var isInBackticks = false
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "\\":
        index += 1
      case "\"" where !isInBackticks:
        isQuoted.toggle()
      case "`":
        if isInBackticks { return true }
        isInBackticks = true
      case "#" where !isQuoted && !isInBackticks:
        return false
      default:
        break
      }
    }
    return false
  }

  /// newsboat's delimiters: a space, a tab, and the carriage return a file saved on Windows leaves.
  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n"
  }
}
