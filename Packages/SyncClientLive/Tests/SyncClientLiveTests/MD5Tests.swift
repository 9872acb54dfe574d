import Testing

@testable import SyncClientLive

/// The digest behind the Fever API key; coldsweat's tests check it end to end, these check it
/// against RFC 1321's own test suite, across block boundaries.
struct MD5Tests {
  @Test func matchesTheRFCTestSuite() {
    let vectors: [(String, String)] = [
      ("", "d41d8cd98f00b204e9800998ecf8427e"),
      ("a", "0cc175b9c0f1b6a831c399e269772661"),
      ("abc", "900150983cd24fb0d6963f7d28e17f72"),
      ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
      ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
      (
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
        "d174ab98d277d9f5a5611c2c9f419d9f"
      ),
      (String(repeating: "1234567890", count: 8), "57edf4a22be3c955ac49da2e2107b67a"),
    ]
    for (text, digest) in vectors {
      #expect(MD5.hexadecimalDigest(of: Array(text.utf8)) == digest, "\(text)")
    }
  }

  @Test func theFeverKeyIsTheDigestOfUserColonPassword() {
    #expect(
      FeverAPIKey.make(user: "a", password: "") == MD5.hexadecimalDigest(of: Array("a:".utf8)))
    #expect(FeverAPIKey.make(user: "é", password: "ü").count == 32)
  }
}
