/// The 64-bit FNV-1a hash, for names and fingerprints that must be stable across runs and
/// machines, which Swift's `Hasher` is not: it is seeded afresh in every process.
///
/// Not cryptographic. It serves where a collision costs little and is noticed: a cache file name
/// (entries record their URL) and a feed's revision (a collision makes one refresh skip one feed).
struct FNV1a {
  private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  mutating func combine(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01B3
    }
  }

  /// The hash as sixteen hexadecimal digits, zero-padded, so every name has the same length.
  var hexadecimal: String {
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
