import TextCore

/// A format in newsboat's format-string language, such as `articlelist-format`'s
/// `"%4i %f %D %6L  %?T?|%-17T|  ?%t"` or `notify-format`'s
/// `"%d new articles (%n unread articles, %f unread feeds)"`.
///
/// - `%X` is the field named by the letter X; a field the caller does not give is empty.
/// - `%NX` pads the field on the left to N columns, `%-NX` on the right, and either cuts a longer
///   one to N columns ending in "…"; `%=NX` centres it.
/// - `%?X?then&else?` is `then` when the field X holds anything but white space, else `else` (the
///   `&else` part may be left out); both may hold fields.
/// - `%>c` fills the line with the character c up to the width given, which pushes what follows
///   it to the right edge; without a width it fills nothing.
/// - `%%` is a percent sign.
///
/// Widths are terminal columns, measured by TextCore's rule, so that a list of Japanese titles
/// lines up as one of English titles does.
public struct FormatString: Sendable, Hashable, CustomStringConvertible {
  public var text: String

  public init(_ text: String) {
    self.text = text
  }

  public var description: String { text }

  /// The format with `fields` filled in; `width` is the line's, for `%>`.
  public func formatted(_ fields: [Character: String], width: Int? = nil) -> String {
    var characters = text[...]
    let (left, fill, right) = Self.render(&characters, fields, until: nil)
    guard let fill, let width else { return left + right }
    let room = width - left.terminalWidth - right.terminalWidth
    return left + String(repeating: fill, count: max(0, room / max(1, TerminalWidth.of(fill))))
      + right
  }

  /// Renders `text` up to an unescaped `end` (consumed) or its end: the text before a `%>`, the
  /// fill character, and the text after it.
  private static func render(
    _ text: inout Substring, _ fields: [Character: String], until end: Set<Character>?
  ) -> (String, Character?, String) {
    var before = ""
    var after = ""
    var fill: Character?
    func append(_ piece: String) {
      if fill == nil { before += piece } else { after += piece }
    }
    while let character = text.first {
      if let end, end.contains(character) { break }
      text.removeFirst()
      guard character == "%", let next = text.first else {
        append(String(character))
        continue
      }
      switch next {
      case "%":
        text.removeFirst()
        append("%")
      case ">":
        text.removeFirst()
        fill = text.popFirst() ?? " "
      case "?":
        text.removeFirst()
        append(conditional(&text, fields))
      default:
        append(field(&text, fields))
      }
    }
    return (before, fill, after)
  }

  /// `%?X?then&else?`, after its `%?`.
  private static func conditional(_ text: inout Substring, _ fields: [Character: String])
    -> String
  {
    guard let name = text.popFirst(), text.first == "?" else { return "" }
    text.removeFirst()
    let isSet = fields[name].map { !$0.allSatisfy(\.isWhitespace) } ?? false
    let (then, _, thenRest) = render(&text, fields, until: ["&", "?"])
    var otherwise = ""
    if text.first == "&" {
      text.removeFirst()
      let (rendered, _, rest) = render(&text, fields, until: ["?"])
      otherwise = rendered + rest
    }
    if text.first == "?" { text.removeFirst() }
    return isSet ? then + thenRest : otherwise
  }

  /// `%[=][-]N X`, after its `%`.
  private static func field(_ text: inout Substring, _ fields: [Character: String]) -> String {
    let centred = text.first == "="
    if centred { text.removeFirst() }
    let leftAligned = text.first == "-"
    if leftAligned { text.removeFirst() }
    let digits = text.prefix(while: \.isASCIIDigit)
    text.removeFirst(digits.count)
    guard let name = text.popFirst() else { return "" }
    let value = fields[name] ?? ""
    guard let width = Int(digits), width > 0 else { return value }
    let cut = value.truncated(toWidth: width)
    let room = max(0, width - cut.terminalWidth)
    if centred {
      return String(repeating: " ", count: room / 2) + cut
        + String(repeating: " ", count: room - room / 2)
    }
    return leftAligned
      ? cut + String(repeating: " ", count: room) : String(repeating: " ", count: room) + cut
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
