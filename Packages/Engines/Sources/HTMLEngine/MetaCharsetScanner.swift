/// Finds the charset a page's `<meta>` declares, before the page can be decoded: the bytes are
/// read as ASCII, as the HTML standard's prescan does, since every encoding a `<meta>` can name
/// writes markup in ASCII.
enum MetaCharsetScanner {
  /// The label of the first `<meta charset=…>`, or of the `charset=` in the `content` of a
  /// `<meta http-equiv="Content-Type">`, in `bytes`; comments are skipped.
  static func label(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var index = 0
    let count = bytes.count
    while index < count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if matches(bytes, at: index, "<!--") {
        index = find(bytes, "-->", from: index + 4).map { $0 + 3 } ?? count
        continue
      }
      guard matches(bytes, at: index, "<meta"), index + 5 < count,
        isSpaceOrSlash(bytes[index + 5])
      else {
        index += 1
        continue
      }
      let (attributes, end) = readAttributes(bytes, from: index + 5)
      index = end
      if let charset = attributes["charset"], !charset.isEmpty { return charset }
      if attributes["http-equiv"]?.lowercased() == "content-type",
        let content = attributes["content"],
        let charset = charset(inContentType: content)
      {
        return charset
      }
    }
    return nil
  }

  /// The value after `charset=` in a Content-Type such as `text/html; charset="utf-8"`.
  static func charset(inContentType content: String) -> String? {
    let lowered = Array(content.lowercased().utf8)
    guard let start = find(lowered, "charset", from: 0) else { return nil }
    var index = start + 7
    while index < lowered.count, isSpace(lowered[index]) { index += 1 }
    guard index < lowered.count, lowered[index] == UInt8(ascii: "=") else { return nil }
    index += 1
    while index < lowered.count, isSpace(lowered[index]) { index += 1 }
    guard index < lowered.count else { return nil }
    let quote = lowered[index]
    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      index += 1
      let end = lowered[index...].firstIndex(of: quote) ?? lowered.count
      return String(decoding: lowered[index..<end], as: UTF8.self)
    }
    let end =
      lowered[index...].firstIndex { isSpace($0) || $0 == UInt8(ascii: ";") } ?? lowered.count
    return String(decoding: lowered[index..<end], as: UTF8.self)
  }

  /// The attributes of a tag from just after its name to its `>`, names in lower case, and the
  /// index after the tag.
  private static func readAttributes(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (
    [String: String], Int
  ) {
    var attributes: [String: String] = [:]
    var index = start
    let count = bytes.count
    while index < count {
      while index < count, isSpaceOrSlash(bytes[index]) { index += 1 }
      guard index < count, bytes[index] != UInt8(ascii: ">") else { return (attributes, index + 1) }
      let nameStart = index
      while index < count, !isSpaceOrSlash(bytes[index]), bytes[index] != UInt8(ascii: "="),
        bytes[index] != UInt8(ascii: ">")
      {
        index += 1
      }
      let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
      while index < count, isSpace(bytes[index]) { index += 1 }
      var value = ""
      if index < count, bytes[index] == UInt8(ascii: "=") {
        index += 1
        while index < count, isSpace(bytes[index]) { index += 1 }
        if index < count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
          let quote = bytes[index]
          let valueStart = index + 1
          index = valueStart
          while index < count, bytes[index] != quote { index += 1 }
          value = String(decoding: bytes[valueStart..<min(index, count)], as: UTF8.self)
          index += 1
        } else {
          let valueStart = index
          while index < count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
            index += 1
          }
          value = String(decoding: bytes[valueStart..<index], as: UTF8.self)
        }
      }
      if !name.isEmpty, attributes[name] == nil { attributes[name] = value }
    }
    return (attributes, count)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
  }

  private static func isSpaceOrSlash(_ byte: UInt8) -> Bool {
    isSpace(byte) || byte == UInt8(ascii: "/")
  }

  /// Whether `pattern` (lower case) is at `index`, ignoring ASCII case.
  private static func matches(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ pattern: StaticString
  ) -> Bool {
    let count = pattern.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[index + offset] | 0x20 != pattern.utf8Start[offset] | 0x20 {
      return false
    }
    return true
  }

  private static func find<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, _ pattern: StaticString, from start: Int
  ) -> Int? where Bytes.Index == Int {
    let count = pattern.utf8CodeUnitCount
    guard bytes.count >= count, start <= bytes.count - count else { return nil }
    for index in start...(bytes.count - count) {
      var isMatch = true
      for offset in 0..<count where bytes[index + offset] != pattern.utf8Start[offset] {
        isMatch = false
        break
      }
      if isMatch { return index }
    }
    return nil
  }
}
