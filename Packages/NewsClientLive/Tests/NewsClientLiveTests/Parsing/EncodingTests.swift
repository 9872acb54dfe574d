import Foundation
import NewsClient
import Testing
@testable import NewsClientLive

@Suite struct EncodingTests {
  static let title = "Café “quotes”"
  static let itemTitle = "Naïve résumé — €5"

  @Test(arguments: ["utf8-bom.xml", "utf16le.xml", "utf16be.xml", "windows-1252.xml", "iso-8859-1.xml"])
  func declaredOrMarkedEncodings(fixture: String) throws {
    let feed = try Fixtures.parse(fixture)
    #expect(feed.title == Self.title)
    #expect(feed.articles.first?.title == Self.itemTitle)
    #expect(feed.articles.first?.summary == "Été")
  }

  @Test func httpCharsetWhenTheDocumentDeclaresNone() throws {
    let feed = try Fixtures.parse("undeclared-latin1.xml", charset: "ISO-8859-1")
    #expect(feed.title == Self.title)
    #expect(feed.articles.first?.title == Self.itemTitle)
  }

  @Test func theDeclarationWinsOverAWrongHTTPCharset() throws {
    let feed = try Fixtures.parse("windows-1252.xml", charset: "utf-8")
    #expect(feed.title == Self.title)
  }

  @Test func undeclaredLatin1WithoutCharsetStillParses() throws {
    // Invalid UTF-8 with no hint at all: libxml2 falls back to Latin-1 rather than failing.
    let feed = try Fixtures.parse("undeclared-latin1.xml")
    #expect(feed.articles.count == 1)
    #expect(feed.title.hasPrefix("Caf"))
  }

  @Test func utf16JSONFeed() throws {
    let text = String(decoding: try Fixtures.data("jsonfeed-1.1.json"), as: UTF8.self)
    var data = Data([0xFF, 0xFE])
    data.append(text.data(using: .utf16LittleEndian)!)
    let feed = try Fixtures.parse(data: data)
    #expect(feed.title == "JSON One Point One")
  }
}
