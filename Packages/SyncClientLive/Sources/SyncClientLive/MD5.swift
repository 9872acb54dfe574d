import Foundation

/// The MD5 digest (RFC 1321), for the one thing that needs it: the Fever API key, which the
/// protocol defines as the MD5 of `user:password`.
///
/// Not for security: MD5 is broken as a hash. It is here because Fever servers compare keys made
/// with it, and Linux's Foundation has no digest of its own.
enum MD5 {
  /// The digest of `bytes` as 32 lower-case hexadecimal digits.
  static func hexadecimalDigest(of bytes: some Collection<UInt8>) -> String {
    digest(of: bytes).map { byte in
      let text = String(byte, radix: 16)
      return byte < 0x10 ? "0" + text : text
    }.joined()
  }

  static func digest(of bytes: some Collection<UInt8>) -> [UInt8] {
    var message = Array(bytes)
    let bitLength = UInt64(message.count) &* 8
    message.append(0x80)
    while message.count % 64 != 56 { message.append(0) }
    for index in 0..<8 {
      message.append(UInt8(truncatingIfNeeded: bitLength >> (8 * UInt64(index))))
    }

    var state: (UInt32, UInt32, UInt32, UInt32) = (
      0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476
    )
    var words = [UInt32](repeating: 0, count: 16)
    for blockStart in stride(from: 0, to: message.count, by: 64) {
      for index in 0..<16 {
        let offset = blockStart + index * 4
        words[index] =
          UInt32(message[offset]) | UInt32(message[offset + 1]) << 8
          | UInt32(message[offset + 2]) << 16 | UInt32(message[offset + 3]) << 24
      }
      var (a, b, c, d) = state
      for step in 0..<64 {
        let mixed: UInt32
        let wordIndex: Int
        switch step {
        case 0..<16:
          mixed = (b & c) | (~b & d)
          wordIndex = step
        case 16..<32:
          mixed = (d & b) | (~d & c)
          wordIndex = (5 * step + 1) % 16
        case 32..<48:
          mixed = b ^ c ^ d
          wordIndex = (3 * step + 5) % 16
        default:
          mixed = c ^ (b | ~d)
          wordIndex = (7 * step) % 16
        }
        let sum = a &+ mixed &+ constants[step] &+ words[wordIndex]
        a = d
        d = c
        c = b
        b = b &+ (sum << shifts[step] | sum >> (32 - shifts[step]))
      }
      state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
    }
    return [state.0, state.1, state.2, state.3].flatMap { word in
      (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * UInt32($0))) }
    }
  }

  private static let shifts: [UInt32] =
    [7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22]
    + [5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20]
    + [4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23]
    + [6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21]

  /// The integer parts of abs(sin(i + 1)) × 2^32, as RFC 1321 defines them.
  private static let constants: [UInt32] = (0..<64).map { index in
    UInt32(truncatingIfNeeded: Int64((abs(sin(Double(index + 1))) * 4_294_967_296).rounded(.down)))
  }
}
