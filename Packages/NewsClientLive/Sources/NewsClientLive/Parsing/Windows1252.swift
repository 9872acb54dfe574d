/// The printable characters windows-1252 puts where ISO-8859-1 has C1 controls.
enum Windows1252 {
  static func scalar(forByte byte: UInt8) -> Unicode.Scalar {
    guard (0x80...0x9F).contains(byte) else { return Unicode.Scalar(byte) }
    return Unicode.Scalar(table[Int(byte - 0x80)]) ?? "\u{FFFD}"
  }

  /// The byte from 0x80 to 0x9F that windows-1252 writes the character `value` as, if any.
  static func byte(for value: UInt32) -> UInt8? {
    guard value != 0xFFFD, let index = table.firstIndex(of: value) else { return nil }
    return 0x80 + UInt8(index)
  }

  /// The characters of the bytes 0x80 to 0x9F; U+FFFD for the five it leaves undefined.
  private static let table: [UInt32] = [
    0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
    0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
  ]
}
