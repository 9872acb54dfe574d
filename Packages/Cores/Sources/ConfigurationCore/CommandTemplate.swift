/// A command the user wrote in the configuration, such as `w3m %u`, `mpv --title=%t '%u'` or
/// `echo %u | xclip -selection clipboard`, to run with an article's fields filled in.
///
/// newsboat pastes the URL into the text and hands the result to `sh -c`, so a feed that controls
/// a link or a title controls a shell: a title of `$(rm -rf ~)` runs. Here the fields never
/// become shell text. The command runs as `sh -c SCRIPT sh FIELD…`, where SCRIPT is the user's
/// text with each placeholder replaced by a positional parameter, `"${1}"`, quoted for where it
/// stands (inside the user's own double quotes `${1}`, inside single quotes `'"${1}"'`), so the
/// shell parses only what the user wrote: the pipes and redirections they wrote still work, and
/// a field arrives as one argument whatever it holds.
///
/// What is not prevented: text that the user's command hands to a second interpreter. In
/// `sh -c 'open %u'` the inner shell receives the field inside its script; such a command is
/// better written as a script file that takes the field as `$1`.
public struct CommandTemplate: Sendable, Hashable, CustomStringConvertible {
  public var text: String

  public init(_ text: String) {
    self.text = text
  }

  public var description: String { text }

  /// How to open a link: `%u` the URL, `%t` the article's title, `%f` its feed's title, and,
  /// as newsboat's `browser` does, the URL after the command when it names no `%u`.
  public func invocation(link url: String, title: String, feed: String) -> ShellInvocation {
    let fields: [(Character, String)] = [("u", url), ("t", title), ("f", feed)]
    let (script, used) = Self.script(text, placeholders: fields.map(\.0))
    return Self.invocation(
      script, values: fields.map(\.1), appending: used.contains("u") ? [] : [url])
  }

  /// How to run a program with `arguments` after it, as newsboat runs `notify-program` with the
  /// message and `bookmark-cmd` with the URL, the title, the description and the feed's title.
  /// The template's `%` sequences are left as they are.
  public func invocation(appending arguments: [String]) -> ShellInvocation {
    Self.invocation(text, values: [], appending: arguments)
  }

  private static func invocation(_ script: String, values: [String], appending: [String])
    -> ShellInvocation
  {
    let appended = appending.indices.map { " \"${\(values.count + $0 + 1)}\"" }.joined()
    return ShellInvocation(
      program: "/bin/sh", arguments: ["-c", script + appended, "sh"] + values + appending)
  }

  /// Where the shell is in the text: what a placeholder found there must be replaced with to
  /// stay one word, and what ends the context.
  private enum Context {
    case bare
    case singleQuoted
    case doubleQuoted
    /// Inside `$(…)`, with the parentheses opened in it still to close.
    case substitution(parentheses: Int)
    case backticks
  }

  /// `text` with every `%X` of `placeholders` replaced by the positional parameter of its
  /// position, quoted for its context, and which placeholders it used.
  static func script(_ text: String, placeholders: [Character]) -> (String, used: Set<Character>) {
    let scalars = Array(text.unicodeScalars)
    var script = String.UnicodeScalarView()
    var used: Set<Character> = []
    var contexts: [Context] = [.bare]
    var index = 0
    func append(_ text: String) { script.append(contentsOf: text.unicodeScalars) }
    while index < scalars.count {
      let scalar = scalars[index]
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      let context = contexts[contexts.count - 1]
      if scalar == "%", let next, let position = placeholders.firstIndex(of: Character(next)) {
        used.insert(Character(next))
        let parameter = "${\(position + 1)}"
        switch context {
        case .singleQuoted: append("'\"\(parameter)\"'")
        case .doubleQuoted: append(parameter)
        default: append("\"\(parameter)\"")
        }
        index += 2
        continue
      }
      script.append(scalar)
      index += 1
      switch (context, scalar) {
      case (.singleQuoted, "'"):
        contexts.removeLast()
      case (.singleQuoted, _):
        break
      case (_, "\\"):
        if let next {
          script.append(next)
          index += 1
        }
      case (.doubleQuoted, "\""):
        contexts.removeLast()
      case (.doubleQuoted, "$") where next == "(":
        script.append("(")
        index += 1
        contexts.append(.substitution(parentheses: 0))
      case (.doubleQuoted, "`"):
        contexts.append(.backticks)
      case (.doubleQuoted, _):
        break
      case (.backticks, "`"):
        contexts.removeLast()
      case (.substitution(let open), "("):
        contexts[contexts.count - 1] = .substitution(parentheses: open + 1)
      case (.substitution(let open), ")"):
        if open == 0 {
          contexts.removeLast()
        } else {
          contexts[contexts.count - 1] = .substitution(parentheses: open - 1)
        }
      case (_, "'"):
        contexts.append(.singleQuoted)
      case (_, "\""):
        contexts.append(.doubleQuoted)
      case (_, "$") where next == "(":
        script.append("(")
        index += 1
        contexts.append(.substitution(parentheses: 0))
      case (_, "`"):
        contexts.append(.backticks)
      default:
        break
      }
    }
    return (String(script), used)
  }
}
