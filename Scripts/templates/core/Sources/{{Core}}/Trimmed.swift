/// Text without white space around it, and never empty: an example of what a core holds, a value
/// and the rule that makes it, which every package that takes such text applies alike.
///
/// Replace it with the rules and values your packages share. A core stays plain Swift: no C
/// library, no client, no network or XML Foundation, nothing but other cores.
public struct Trimmed: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The text, which neither starts nor ends with white space and is never empty.
  public let text: String

  /// `raw` without the white space and line breaks around it, or nil when nothing else is left.
  public init?(_ raw: String) {
    guard let first = raw.firstIndex(where: { !$0.isWhitespace }),
      let last = raw.lastIndex(where: { !$0.isWhitespace })
    else { return nil }
    text = String(raw[first...last])
  }

  public var description: String { text }

  public static func < (left: Trimmed, right: Trimmed) -> Bool { left.text < right.text }
}
