import Foundation
import NewsClient
import Testing

@testable import NewsClientLive

@Suite struct HostileInputTests {
  /// Refused at the declaration, before any entity is expanded: the error names the entity rule,
  /// not the size or depth limit an expansion would have run into.
  @Test(arguments: ["billion-laughs.xml", "xxe.xml", "parameter-entities.xml"])
  func entityDeclarationsAreRefused(fixture: String) throws {
    #expect {
      try Fixtures.parse(fixture)
    } throws: { error in
      guard case .malformed(let reason) = error as? FeedParsingFailure else { return false }
      return reason.contains("entity")
    }
  }

  @Test func externalEntityContentNeverAppears() throws {
    // Even a tolerant reader must not have read the file: the parse fails before any title exists.
    let result = Result { try Fixtures.parse("xxe.xml") }
    guard case .success(let feed) = result else { return }
    Issue.record("XXE fixture parsed into \(feed)")
  }

  /// Refused at the limit, before the rest of the document is read into a tree.
  @Test func deepNestingIsRefused() throws {
    var document = "<rss version=\"2.0\"><channel><title>deep</title><item><title>"
    document += String(repeating: "<a>", count: 100_000)
    document += "x" + String(repeating: "</a>", count: 100_000) + "</title></item></channel></rss>"
    #expect(
      throws: FeedParsingFailure.malformed(
        "elements are nested more than \(XMLFeedReader.maximumDepth) deep")
    ) {
      try Fixtures.parse(data: Data(document.utf8), chunkSize: 64 * 1024)
    }
  }

  @Test func aHugeTextNodeIsCutToTheFieldLimit() throws {
    let title = String(repeating: "A", count: 5 * 1024 * 1024)
    let body =
      #"<rss version="2.0"><channel><title>Big</title><item><title>"# + title
      + #"</title><link>https://example.org/1</link></item></channel></rss>"#
    let feed = try Fixtures.parse(data: Data(body.utf8), chunkSize: 64 * 1024)
    #expect(feed.articles.count == 1)
    #expect(feed.articles.first?.title.utf8.count == PlainTextRenderer.maximumFieldBytes)
    #expect(feed.articles.first?.link == URL(string: "https://example.org/1"))
  }

  @Test func aHugeJSONStringIsCutToTheFieldLimit() throws {
    let title = String(repeating: "B", count: 3 * 1024 * 1024)
    let body =
      #"{"version":"https://jsonfeed.org/version/1.1","title":"J","items":[{"id":"1","title":""#
      + title + #""}]}"#
    let feed = try Fixtures.parse(data: Data(body.utf8), chunkSize: 64 * 1024)
    #expect(feed.articles.first?.title.utf8.count == PlainTextRenderer.maximumFieldBytes)
  }

  @Test func aLocalFileLargerThanADownloadMayBeIsRefused() async throws {
    let file = temporaryDirectory().appendingPathComponent("huge.xml")
    let node = String(repeating: "A", count: 3 * 1024 * 1024)
    try Data(#"<rss version="2.0"><channel><title>\#(node)</title></channel></rss>"#.utf8).write(
      to: file)
    let client = NewsClient.live(
      configuration: .init(cacheDirectory: temporaryDirectory(), maximumFeedBytes: 1024 * 1024)
    )
    await #expect(throws: NewsClientError.network(file, .tooLarge(limitBytes: 1024 * 1024))) {
      try await client.fetchFeed(file, .revalidate)
    }
  }

  @Test func garbageAfterTheRootIsNotAFeed() throws {
    #expect(throws: FeedParsingFailure.notAFeed) {
      try Fixtures.parse(data: Data("<html><body>not a feed</body></html>".utf8))
    }
  }

  @Test func oneBadFieldNeverFailsTheFeed() throws {
    let feed = try Fixtures.parse("one-bad-field.xml")
    #expect(feed.articles.count == 4)
    #expect(feed.articles[0].title == "Bad date")
    #expect(feed.articles[0].published == nil)
    #expect(feed.articles[0].link == URL(string: "https://t.example.org/1"))
    #expect(feed.articles[1].title.hasPrefix("Unescaped ampersand"))
    #expect(feed.articles[2].link == URL(string: "https://t.example.org/3"))
    #expect(feed.articles[3].enclosures.first?.duration == nil)
    #expect(feed.articles[3].enclosures.first?.url == URL(string: "https://t.example.org/4.mp3"))
  }
}

@Suite struct HostileJSONTests {
  @Test func deeplyNestedJSONIsAnErrorNotACrash() throws {
    let depth = 100_000
    let body =
      "{\"version\": \"https://jsonfeed.org/version/1.1\", \"title\": \"x\", \"items\": "
      + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
    #expect(throws: FeedParsingFailure.self) {
      try Fixtures.parse(data: Data(body.utf8), chunkSize: 4096)
    }
  }

  @Test func controlCharactersInIdentifiersAndTypesAreRemoved() throws {
    let body = """
      {"version": "https://jsonfeed.org/version/1.1", "title": "T\\u001b[2Jitle", "items": [
        {"id": "a\\u001b]0;x\\u0007b", "title": "t", "attachments": [{"url": "https://x.example/a.mp3", "mime_type": "audio/\\u001b[31mmpeg"}]}
      ]}
      """
    let feed = try Fixtures.parse(data: Data(body.utf8))
    #expect(feed.title == "Title")
    #expect(feed.articles[0].guid?.value == "ab")
    #expect(feed.articles[0].enclosures[0].mimeType == "audio/mpeg")
  }
}
