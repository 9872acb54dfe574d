/// Stand-ins that carry C0 control characters through libxml2, which drops them from text.
///
/// What a control does to the text (removed, a line break, an escape sequence taken out with
/// its parameters) is ``TerminalText``'s rule, not the parser's: dropped by libxml2 alone, the
/// ESC of `ESC ] 52 ; …` would go and leave the rest of the sequence on the screen as text. So
/// each control the parser would drop is written, before parsing, as one of the noncharacters
/// U+FDD0–U+FDEF, which Unicode sets aside for a program's own use, and the renderer turns each
/// back into its control just before `TerminalText` sees it. A page's own U+FDD0–U+FDEF become
/// U+FFFD, so that a stand-in always means a control.
enum ControlStandIns {
  private static let first: UInt32 = 0xFDD0

  /// `source` with its controls replaced, or nil when it has none to replace.
  static func replacingControls(in source: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    guard let firstIndex = source.indices.first(where: { needsReplacement(source, at: $0) })
    else { return nil }
    var output = [UInt8]()
    output.reserveCapacity(source.count + 64)
    output.append(contentsOf: UnsafeBufferPointer(rebasing: source[..<firstIndex]))
    var index = firstIndex
    while index < source.count {
      let byte = source[index]
      if isDropped(byte) {
        output.append(contentsOf: UTF8.encode(Unicode.Scalar(first + UInt32(byte))!)!)
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

  /// The control `scalar` stands in for, if it is a stand-in.
  @inline(__always)
  static func control(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let offset = scalar.value &- first
    return offset < 0x20 ? Unicode.Scalar(UInt8(offset)) : nil
  }

  /// `text` with each stand-in turned back into its control.
  static func restored(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { scalars.append(control(for: scalar) ?? scalar) }
    return String(scalars)
  }

  /// Whether the parser would drop `byte`: every C0 control but tab, line feed and carriage
  /// return, the only ones XML allows.
  @inline(__always)
  private static func isDropped(_ byte: UInt8) -> Bool {
    byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
  }

  @inline(__always)
  private static func needsReplacement(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    isDropped(bytes[index]) || isStandIn(bytes, at: index)
  }

  /// Whether the UTF-8 bytes at `index` are a scalar in U+FDD0–U+FDEF (EF B7 90 to EF B7 AF).
  @inline(__always)
  private static func isStandIn(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    bytes[index] == 0xEF && index + 2 < bytes.count && bytes[index + 1] == 0xB7
      && (0x90...0xAF).contains(bytes[index + 2])
  }
}
