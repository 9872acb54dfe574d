import HTTPEngine
import Testing

struct LibcurlTests {
  @Test func libcurlDescribesItself() {
    #expect(Libcurl.version.split(separator: ".").count == 3)
    #expect(Libcurl.versionDescription.hasPrefix("libcurl/\(Libcurl.version)"))
    #expect(Libcurl.protocols.contains("http"))
    #expect(Libcurl.protocols.contains("https"))
    #expect(Libcurl.tlsLibrary != nil)
  }
}
