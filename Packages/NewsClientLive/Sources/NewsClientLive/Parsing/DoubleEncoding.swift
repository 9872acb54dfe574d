/// Repairs text that was encoded in UTF-8 twice: its UTF-8 bytes read as windows-1252 (or
/// Latin-1), one character per byte, and encoded again, so that `’` reads `â€™` and `é` reads
/// `Ã©`, the commonest fault in feeds' text after a bare `&`.
///
/// A field is repaired only when every character that is not ASCII stands for a byte in
/// windows-1252 or Latin-1 and those bytes, put back, are valid UTF-8 that is not all ASCII: text
/// meant as written almost never passes (an `é` before a space does not), as feedparser has found
/// with the same test on Latin-1.
enum DoubleEncoding {
  /// The repaired UTF-8 of `text` (UTF-8), or nil when it is not double-encoded.
  static func repaired(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    // A UTF-8 sequence starts with a byte from 0xC2 to 0xF4, which as a character is U+00C2 to
    // U+00F4, written 0xC3 and another byte: text without a 0xC3 has none, as most text has not.
    guard text.contains(0xC3) else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count)
    var index = 0
    while index < text.count {
      let lead = text[index]
      switch lead {
      case 0x00..<0x80:
        bytes.append(lead)
        index += 1
      case 0xC2, 0xC3:
        // U+0080 to U+00FF: the byte is the code point.
        guard index + 1 < text.count else { return nil }
        bytes.append((lead & 0x03) << 6 | text[index + 1] & 0x3F)
        index += 2
      case 0xC5, 0xC6, 0xCB, 0xE2:
        // The characters windows-1252 puts at 0x80 to 0x9F are in these rows.
        let length = lead == 0xE2 ? 3 : 2
        guard index + length <= text.count else { return nil }
        var value = UInt32(lead & (length == 3 ? 0x0F : 0x1F))
        for offset in 1..<length { value = value << 6 | UInt32(text[index + offset] & 0x3F) }
        guard let byte = Windows1252.byte(for: value) else { return nil }
        bytes.append(byte)
        index += length
      default:
        return nil
      }
    }
    guard bytes.contains(where: { $0 >= 0x80 }), isValidUTF8(bytes) else { return nil }
    return bytes
  }

  private static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }
}
