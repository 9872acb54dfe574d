import Foundation

/// Readers for the small values inside feed fields, each forgiving in the ways real feeds need.
enum FeedFieldValues {
  /// A byte count such as an enclosure's `length`, which feeds write as `""`, `"0"`,
  /// `"12216320 bytes"` or junk. Only a positive leading number counts.
  static func byteCount(_ text: String?) -> Int64? {
    guard let text else { return nil }
    let digits = text.drop(while: { $0 == " " || $0 == "\t" }).prefix(while: \.isASCIIDigit)
    guard !digits.isEmpty, digits.count <= 18, let value = Int64(digits), value > 0 else {
      return nil
    }
    return value
  }

  /// A play time such as `itunes:duration`, written as seconds (`"295"`, `"295.5"`), `"mm:ss"` or
  /// `"hh:mm:ss"`.
  static func duration(_ text: String?) -> Duration? {
    guard let text = text.map(ASCIIWhitespace.trimmed), !text.isEmpty else {
      return nil
    }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count <= 3 else { return nil }
    var seconds = 0.0
    for part in parts {
      guard let value = Double(part), value >= 0, value.isFinite else { return nil }
      seconds = seconds * 60 + value
    }
    guard seconds > 0, seconds < 1_000_000 else { return nil }
    return .milliseconds(Int64((seconds * 1000).rounded()))
  }

  /// The name in an RSS `author`, which is meant to be `email (Name)` and is also written
  /// `Name (email)`: whichever part is not the address, if there is one.
  static func authorName(_ text: String) -> String {
    let utf8 = text.utf8
    guard let open = utf8.firstIndex(of: UInt8(ascii: "(")),
      let close = utf8.lastIndex(of: UInt8(ascii: ")")),
      open < close
    else { return text }
    let inside = ASCIIWhitespace.trimmed(String(text[text.index(after: open)..<close]))
    let outside = ASCIIWhitespace.trimmed(
      String(text[..<open]) + String(text[text.index(after: close)...]))
    let name = inside.contains("@") && !outside.contains("@") ? outside : inside
    return name.isEmpty ? text : name
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
