/// Trimming of the whitespace XML and feeds put around values, done on UTF-8 bytes because
/// Foundation's `trimmingCharacters(in:)` round-trips through UTF-16 and was a third of the parse
/// time of a large feed.
enum ASCIIWhitespace {
  @inline(__always)
  static func contains(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C
  }

  /// `bytes` without leading and trailing ASCII whitespace, as a string.
  static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    var start = 0
    var end = bytes.count
    while start < end, contains(bytes[start]) { start += 1 }
    while end > start, contains(bytes[end - 1]) { end -= 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  static func trimmed(_ text: String) -> String {
    guard let first = text.utf8.first, let last = text.utf8.last, contains(first) || contains(last)
    else {
      return text
    }
    var text = text
    return text.withUTF8 { trimmed($0) }
  }
}
