/// The rule that decides which characters from the network may reach a terminal.
///
/// Feeds are written by strangers. An escape sequence in a title could move the cursor, rewrite
/// the screen or change the window title, and bidirectional overrides can make text read
/// differently from what it is. Every string the parser produces passes through this filter.
enum TerminalSafeText {
  /// Whether `scalar` may be shown. Line feeds are allowed; the callers decide where they go.
  @inline(__always)
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: true
    case 0x00...0x1F, 0x7F...0x9F: false
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: false
    case 0xFEFF: false
    default: true
    }
  }

  /// `text` without the characters that may not be shown, and otherwise unchanged: for values
  /// such as GUIDs and MIME types, which are not prose and keep their spacing.
  static func filtered(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.lazy.filter { isAllowed($0) && $0 != "\n" })
    return String(scalars)
  }
}
