import TextCore

/// Stand-ins for the C0 control characters that XML 1.0 forbids, so that they reach the renderer
/// instead of stopping libxml2.
///
/// Real feeds hold raw control bytes: a stray 0x19 where a conversion lost a quote, a form feed,
/// an escape sequence copied from a build log. libxml2 drops them from text at best, and at worst,
/// in a CDATA section, stops at the first one and loses the rest of the feed. Yet what a control
/// does to the text (removed, a line break, an escape sequence taken with it) is ``TerminalText``'s
/// one rule, not the XML parser's. So ``FeedTextDecoder`` writes each forbidden control as one of
/// the 32 noncharacters U+FDD0–U+FDEF, which Unicode sets aside for a program's internal use and
/// XML allows, and the renderer turns each back into its control before `TerminalText` sees it.
/// The decoder replaces a feed's own U+FDD0–U+FDEF with U+FFFD, so a stand-in always means a
/// control.
enum ControlStandIns {
  /// The stand-in for control 0x00, the first of the 32.
  private static let first: UInt32 = 0xFDD0

  /// Whether XML 1.0 forbids `byte` as a character: every C0 control but tab, line feed and
  /// carriage return.
  @inline(__always)
  static func isForbidden(_ byte: UInt8) -> Bool {
    byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
  }

  /// The stand-in for `control`, a C0 control.
  @inline(__always)
  static func standIn(for control: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(first + UInt32(control))!
  }

  /// Whether the three UTF-8 bytes starting at `start` are a scalar in U+FDD0–U+FDEF (EF B7 90 to
  /// EF B7 AF).
  @inline(__always)
  static func isStandIn(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    bytes[start] == 0xEF && bytes[start + 1] == 0xB7 && (0x90...0xAF).contains(bytes[start + 2])
  }

  /// The control `scalar` stands in for, if it is a stand-in.
  @inline(__always)
  static func control(for scalar: Unicode.Scalar) -> UInt8? {
    let offset = scalar.value &- first
    return offset < 0x20 ? UInt8(offset) : nil
  }

  /// `text` with each stand-in turned back into its control, for values that bypass the renderer.
  static func restored(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { control(for: $0) != nil }) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(control(for: scalar).map { Unicode.Scalar($0) } ?? scalar)
    }
    return String(scalars)
  }
}
