import Foundation
import Testing

@testable import NewsClientLive

@Suite struct ResponseHeadTests {
  @Test func charsetFromContentType() {
    func charset(_ contentType: String) -> String? {
      ResponseHead(statusCode: 200, headers: ["content-type": contentType]).charset
    }
    #expect(charset("application/rss+xml; charset=ISO-8859-1") == "ISO-8859-1")
    #expect(charset("text/xml;charset=\"utf-8\"") == "utf-8")
    #expect(charset("text/xml; format=flowed; Charset = windows-1252 ") == "windows-1252")
    #expect(charset("application/xml") == nil)
    #expect(charset("text/xml; charset=") == nil)
  }

  @Test func retryAfterInSecondsOrAsADate() {
    let now = Date(timeIntervalSince1970: 1_750_000_000)  // Sun, 15 Jun 2025 15:06:40 GMT
    func retryAfter(_ value: String) -> Duration? {
      ResponseHead(statusCode: 503, headers: ["retry-after": value]).retryAfter(now: now)
    }
    #expect(retryAfter("120") == .seconds(120))
    #expect(retryAfter("Sun, 15 Jun 2025 15:23:20 GMT") == .seconds(1_000))
    #expect(retryAfter("Sun, 15 Jun 2025 14:00:00 GMT") == .seconds(0))
    #expect(retryAfter("soon") == nil)
    #expect(retryAfter("-5") == nil)
  }
}
