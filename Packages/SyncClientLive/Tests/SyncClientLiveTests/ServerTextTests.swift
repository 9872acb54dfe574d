import Foundation
import SyncClient
import Testing

@testable import SyncClientLive

struct ServerTextTests {
  @Test func aLongBodyIsCutAtTheEndOfAWholeCharacter() {
    #expect(ServerText.body("abcdef", limit: 4) == "abcd")
    #expect(ServerText.body("aé", limit: 2) == "a")  // é is two bytes
    #expect(ServerText.body("👨‍👩‍👧x", limit: 10) == "")  // one character of 18 bytes
    #expect(ServerText.body("short", limit: 100) == "short")
    #expect(ServerText.body(nil, limit: 100) == "")
  }

  @Test func onlyWebAddressesAreKept() {
    #expect(
      ServerText.webAddress(" https://example.org/a ") == URL(string: "https://example.org/a"))
    for text in ["javascript:alert(1)", "file:///etc/passwd", "http://", "", "not a url", nil] {
      #expect(ServerText.webAddress(text) == nil, "\(String(describing: text))")
    }
  }

  @Test func aCursorOfAnotherKindStartsOver() {
    #expect(FeverCursor(SyncCursor(rawValue: "fever:42"))?.handedOverThrough == 42)
    #expect(
      FeverCursor(FeverCursor(handedOverThrough: 7).syncCursor)
        == FeverCursor(handedOverThrough: 7))
    for text in ["greader:123", "fever:", "fever:-1", "fever:abc", ""] {
      #expect(FeverCursor(SyncCursor(rawValue: text)) == nil, "\(text)")
    }
    #expect(FeverCursor(nil) == nil)
  }
}
