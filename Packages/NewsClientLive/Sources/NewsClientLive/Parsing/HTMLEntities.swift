import CLibXML2

/// Character references as HTML defines them, which feeds use in titles and summaries whether or
/// not the XML around them declares them.
enum HTMLEntities {
  /// The longest name of a named reference, in bytes: no lookup needs more.
  static let longestName = 31

  /// The scalar a named reference such as `nbsp` or `mdash` stands for.
  ///
  /// Looked up in libxml2's HTML 4 table rather than in a copy of it; `apos` is added because
  /// XHTML feeds use it and HTML 4 lacks it.
  static func scalar(named name: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
    guard !name.isEmpty, name.count <= longestName else { return nil }
    if name.elementsEqual("apos".utf8) { return "'" }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: name.count + 1) { buffer in
      for (index, byte) in name.enumerated() { buffer[index] = byte }
      buffer[name.count] = 0
      guard let description = htmlEntityLookup(buffer.baseAddress) else { return nil }
      return Unicode.Scalar(description.pointee.value)
    }
  }

  /// The scalar a numeric reference (`#8212` or `#x2014`, without `&` and `;`) stands for.
  static func scalar(numeric reference: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
    codePoint(numeric: reference).map(scalar(forCodePoint:))
  }

  /// The number a numeric reference (`#8212` or `#x2014`, without `&` and `;`) writes, or nil when
  /// it is not one or has more than eight digits.
  static func codePoint(numeric reference: UnsafeBufferPointer<UInt8>) -> UInt32? {
    guard reference.count >= 2, reference[0] == UInt8(ascii: "#") else { return nil }
    var value: UInt32 = 0
    let isHexadecimal = reference[1] == UInt8(ascii: "x") || reference[1] == UInt8(ascii: "X")
    let digits = reference.dropFirst(isHexadecimal ? 2 : 1)
    guard !digits.isEmpty, digits.count <= 8 else { return nil }
    for byte in digits {
      guard let digit = digitValue(byte, hexadecimal: isHexadecimal) else { return nil }
      value = value * (isHexadecimal ? 16 : 10) + digit
    }
    return value
  }

  /// The scalar HTML reads a numeric reference to `codePoint` as.
  ///
  /// Code points 128–159 are read as windows-1252, as browsers do, because feeds written on
  /// Windows use `&#146;` for an apostrophe. NUL and anything else invalid become U+FFFD.
  static func scalar(forCodePoint codePoint: UInt32) -> Unicode.Scalar {
    if codePoint == 0 { return "\u{FFFD}" }
    if (0x80...0x9F).contains(codePoint) {
      return Windows1252.scalar(forByte: UInt8(codePoint))
    }
    return Unicode.Scalar(codePoint) ?? "\u{FFFD}"
  }

  private static func digitValue(_ byte: UInt8, hexadecimal: Bool) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal:
      UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal:
      UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
