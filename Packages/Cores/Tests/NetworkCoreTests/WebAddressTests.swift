import Foundation
import NetworkCore
import Testing

/// The cases where the ten copies of this rule disagreed: a host, and the scheme's case.
struct WebAddressTests {
  @Test(arguments: [
    "http://example.org/feed", "https://example.org", "HTTPS://Example.org/feed",
    "Http://127.0.0.1:8741/x", "https://[::1]/x",
  ])
  func webAddresses(text: String) throws {
    #expect(WebAddress.isWeb(try #require(URL(string: text))))
    #expect(WebAddress.parse("  \(text)\n") != nil)
  }

  @Test(arguments: [
    "http:feed", "https:///path", "http://", "file:///etc/passwd", "ftp://example.org/f",
    "javascript:alert(1)", "mailto:a@example.org", "example.org/feed", "//example.org/x",
  ])
  func notWebAddresses(text: String) {
    #expect(URL(string: text).map(WebAddress.isWeb) != true)
    #expect(WebAddress.parse(text) == nil)
  }
}
