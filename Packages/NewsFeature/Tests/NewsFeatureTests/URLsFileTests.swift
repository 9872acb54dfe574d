import Dependencies
import DependenciesTestSupport
import Foundation
import NewsFeature
import StorageClient
import Testing

struct URLsFileTests {
  func fixture() throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: "urls", withExtension: nil, subdirectory: "Fixtures"))
    return try Data(contentsOf: url)
  }

  /// A urls file of the common shape: tags, a rename, comments, a hidden feed, query feeds and
  /// scripts, each line that cannot be read as written named with its number.
  @Test func readsFeedsTagsAndTitlesAndNamesEveryLineItCannotRead() throws {
    let file = try URLsFile(text: String(decoding: try fixture(), as: UTF8.self))
    #expect(
      file.subscriptions == [
        Subscription(
          url: URL(string: "https://blog.fefe.de/rss.xml?html")!,
          tags: ["interesting", "conspiracy", "news", "cool-stuff"]),
        Subscription(
          url: URL(string: "https://rss.orf.at/news.xml")!, title: "ORF News",
          tags: ["news", "orf"]),
        Subscription(
          url: URL(string: "https://www.heise.de/newsticker/heise.rdf")!,
          tags: ["news", "interesting"]),
        Subscription(url: URL(string: "https://hidden.example/feed.xml")!, tags: ["news"]),
        Subscription(url: URL(string: "https://rss.orf.at/news.xml")!, tags: ["again"]),
        Subscription(
          url: URL(string: "https://quoted.example/feed.xml")!, title: #"A "quoted" \ title"#),
      ])
    #expect(
      file.problems.map(\.description) == [
        "line 6: the query feed 'Unread Articles' is not supported yet",
        "line 7: the query feed 'News' is not supported yet",
        "line 8: hidden feeds are not supported yet: https://hidden.example/feed.xml is shown",
        "line 9: exec: sources are not supported",
        "line 10: filter: sources are not supported",
        "line 11: 'ftp://old.example/feed' is not an http or https address",
      ])
  }

  /// A file of another kind is refused, not read as nothing but problems.
  @Test(arguments: ["", "\n# only a comment\n", #"{"feeds": []}"#, "hello world"])
  func aFileWithNoFeedLineIsNoURLsFile(_ text: String) {
    #expect(throws: URLsFileError.notURLsFile) { try URLsFile(text: text) }
  }

  /// What `feeds export --urls` writes reads back the same, quotes and all.
  @Test func theWrittenFileReadsBackTheSame() throws {
    let subscriptions = [
      Subscription(
        url: URL(string: "https://a.example/feed.xml")!, title: #"Say "hi" \ there"#,
        tags: ["news", "#hash", #""quote"#, "a/b"]),
      Subscription(url: URL(string: "https://b.example/feed.xml?x=1&y=2")!),
    ]
    let text = URLsFile(subscriptions: subscriptions).text()
    #expect(
      text == #"""
        https://a.example/feed.xml news "#hash" "\"quote" a/b "~Say \"hi\" \\ there"
        https://b.example/feed.xml?x=1&y=2

        """#)
    let read = try URLsFile(text: text)
    #expect(read.subscriptions == subscriptions)
    #expect(read.problems.isEmpty)
  }
}

@Suite(.dependencies)
struct SubscriptionFileImportTests {
  /// `feeds import` tells the kinds apart by their content, not their name, and a feed already
  /// subscribed to is skipped either way.
  @Test func importReadsOPMLOrAURLsFileByItsContent() async throws {
    try await withDependencies {
      $0.storage = .inMemory()
    } operation: {
      let feature = SubscriptionsFeature()
      let opml = Data(
        "\u{FEFF}\n  <opml><body><outline text=\"O\" xmlUrl=\"https://rss.orf.at/news.xml\"/></body></opml>"
          .utf8)
      let fromOPML = try await feature.importSubscriptions(opml)
      #expect(fromOPML.imported == OPMLImport(added: 1, alreadySubscribed: 0))
      let urls = Data(
        "https://rss.orf.at/news.xml news\nhttps://new.example/feed.xml tech\nexec:x\n".utf8)
      let fromURLs = try await feature.importSubscriptions(urls)
      #expect(fromURLs.imported == OPMLImport(added: 1, alreadySubscribed: 1))
      #expect(fromURLs.problems.map(\.line) == [3])
      #expect(try await feature.load().value.map(\.tags) == [[], ["tech"]])
      #expect(
        try await feature.exportURLsFile()
          == "https://rss.orf.at/news.xml \"~O\"\nhttps://new.example/feed.xml tech\n")
      await #expect(throws: URLsFileError.notURLsFile) {
        try await feature.importSubscriptions(Data(#"{"feeds": []}"#.utf8))
      }
      await #expect(throws: OPMLError.notOPML) {
        try await feature.importSubscriptions(Data("<html></html>".utf8))
      }
    }
  }
}
