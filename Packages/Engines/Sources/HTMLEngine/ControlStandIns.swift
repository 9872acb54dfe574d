/// Stand-ins that carry C0 control characters through libxml2, which drops them from text, and in
/// a CDATA section of a feed stops at the first one and loses the rest.
///
/// What a control does to the text (removed, a line break, an escape sequence taken out with
/// its parameters) is ``TerminalText``'s rule, not the parser's: dropped by libxml2 alone, the
/// ESC of `ESC ] 52 ; …` would go and leave the rest of the sequence on the screen as text. So
/// each control the parser would drop is written, before parsing, as one of the noncharacters
/// U+FDD0–U+FDEF, which Unicode sets aside for a program's own use and XML allows, and the
/// renderer turns each back into its control just before `TerminalText` sees it. A document's
/// own U+FDD0–U+FDEF become U+FFFD, so that a stand-in always means a control.
///
/// Public for NewsClientLive's feed decoder, which writes the stand-ins as it decodes a feed's
/// bytes; inlinable, since that decoder asks about every byte of every feed.
public enum ControlStandIns {
  /// The stand-in for control 0x00, the first of the 32.
  @usableFromInline static let first: UInt32 = 0xFDD0

  /// `source` with its controls replaced, or nil when it has none to replace.
  public static func replacingControls(in source: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    guard let firstIndex = source.indices.first(where: { needsReplacement(source, at: $0) })
    else { return nil }
    var output = [UInt8]()
    output.reserveCapacity(source.count + 64)
    output.append(contentsOf: UnsafeBufferPointer(rebasing: source[..<firstIndex]))
    var index = firstIndex
    while index < source.count {
      let byte = source[index]
      if isForbidden(byte) {
        output.append(contentsOf: UTF8.encode(standIn(for: byte))!)
        index += 1
      } else if isStandIn(source, at: index) {
        output.append(contentsOf: [0xEF, 0xBF, 0xBD])
        index += 3
      } else {
        output.append(byte)
        index += 1
      }
    }
    return output
  }

  /// Whether the parser would drop `byte`: every C0 control but tab, line feed and carriage
  /// return, the only ones XML allows.
  @inlinable @inline(__always)
  public static func isForbidden(_ byte: UInt8) -> Bool {
    byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
  }

  /// The stand-in for `control`, a C0 control.
  @inlinable @inline(__always)
  public static func standIn(for control: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(first + UInt32(control))!
  }

  /// Whether the UTF-8 bytes at `index` are a scalar in U+FDD0–U+FDEF (EF B7 90 to EF B7 AF).
  @inlinable @inline(__always)
  public static func isStandIn(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    bytes[index] == 0xEF && index + 2 < bytes.count && bytes[index + 1] == 0xB7
      && (0x90...0xAF).contains(bytes[index + 2])
  }

  /// The control `scalar` stands in for, if it is a stand-in.
  @inlinable @inline(__always)
  public static func control(for scalar: Unicode.Scalar) -> UInt8? {
    let offset = scalar.value &- first
    return offset < 0x20 ? UInt8(offset) : nil
  }

  /// `text` with each stand-in turned back into its control, for values that bypass a renderer.
  public static func restored(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { control(for: $0) != nil }) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(control(for: scalar).map { Unicode.Scalar($0) } ?? scalar)
    }
    return String(scalars)
  }

  @inline(__always)
  private static func needsReplacement(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    isForbidden(bytes[index]) || isStandIn(bytes, at: index)
  }
}
