import HTTPEngine
import Testing

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
}
