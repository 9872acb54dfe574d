import ArticleStoreClient
import Foundation
import NewsClient
import QueryCore
import RichTextCore
import Testing

/// The in-memory store chooses articles by the reference evaluator, over what it stores.
struct ArticlesMatchingTests {
  private static let now = Date(timeIntervalSince1970: 1_800_000_000)
  private static let news = URL(string: "https://example.com/feed.xml")!
  private static let podcast = URL(string: "https://example.org/podcast.rss")!

  private static func store() async throws -> ArticleStoreClient {
    let day: TimeInterval = 86_400
    let store = ArticleStoreClient.inMemory(
      [
        Feed(
          url: news, title: "Example News", link: URL(string: "https://example.com/"),
          format: .rss,
          articles: [
            Article(
              guid: Article.GUID("n1"), title: "Rust 2.0 released", summary: "A teaser.",
              content: RichText(blocks: [RichTextBlock(.paragraph, text: "Open source news.")]),
              author: "Ann", published: now.addingTimeInterval(-1 * day)),
            Article(
              guid: Article.GUID("n2"), title: "Swift on Linux", author: "Bob",
              published: now.addingTimeInterval(-5 * day)),
            Article(
              guid: Article.GUID("n3"), title: "Weather", author: "Ann",
              published: now.addingTimeInterval(-9 * day)),
          ]),
        Feed(
          url: podcast, title: "Talk Show", format: .rss,
          articles: [
            Article(
              guid: Article.GUID("p1"), title: "Episode 1: rust", author: "Cy",
              published: now.addingTimeInterval(-2 * day),
              enclosures: [
                Enclosure(url: URL(string: "https://example.org/1.mp3")!, mimeType: "audio/mpeg")
              ])
          ]),
      ], now: now)
    _ = try await store.setRead(.publishedBefore(now.addingTimeInterval(-8 * day)), true)
    return store
  }

  private static func titles(_ expression: String, _ query: ArticleQuery = ArticleQuery())
    async throws -> [String]
  {
    try await store().articlesMatching(ArticleFilter(newsboat: expression), query, now).map(
      \.article.title)
  }

  @Test func choosesWhatTheFilterChoosesNewestFirst() async throws {
    #expect(
      try await Self.titles(#"title =~ "rust""#) == ["Rust 2.0 released", "Episode 1: rust"])
    #expect(try await Self.titles(#"author = "Ann""#) == ["Rust 2.0 released", "Weather"])
    #expect(try await Self.titles(#"unread = "no""#) == ["Weather"])
    #expect(try await Self.titles("age > 4") == ["Swift on Linux", "Weather"])
    #expect(try await Self.titles(#"enclosure_type =~ "^audio/""#) == ["Episode 1: rust"])
  }

  /// The feed's facts the store keeps: its address, website, title and counts.
  @Test func readsTheFeedsFacts() async throws {
    #expect(
      try await Self.titles(#"feedlink = "https://example.com/" and author = "Bob""#)
        == ["Swift on Linux"])
    #expect(try await Self.titles(#"rssurl =~ "podcast""#) == ["Episode 1: rust"])
    #expect(try await Self.titles(#"feedtitle = "Talk Show""#) == ["Episode 1: rust"])
    #expect(try await Self.titles("total_count = 3 and unread_count = 2").count == 3)
  }

  /// Summaries and bodies are read for the filter even when the list leaves them out.
  @Test func findsTextTheListLeavesOut() async throws {
    let store = try await Self.store()
    let found = try await store.articlesMatching(
      .and(.word("teaser"), .phrase(["open", "source"])),
      ArticleQuery(includesSummaries: false, includesContent: false), Self.now)
    #expect(found.map(\.article.title) == ["Rust 2.0 released"])
    #expect(found.first?.article.summary == nil)
    #expect(found.first?.article.content == nil)
  }

  @Test func keepsTheQuerysFeedsMarksAndPages() async throws {
    let rust = #"title =~ "rust" or author = "Bob""#
    #expect(try await Self.titles(rust, ArticleQuery(feeds: [Self.podcast])) == ["Episode 1: rust"])
    #expect(
      try await Self.titles(rust, ArticleQuery(limit: 2, offset: 1))
        == ["Episode 1: rust", "Swift on Linux"])
    #expect(
      try await Self.titles(#"author = "Ann""#, ArticleQuery(unreadOnly: true)) == [
        "Rust 2.0 released"
      ])
  }

  /// A count is of every match the query's feeds and marks allow, whatever page it names.
  @Test func countsEveryMatchWhateverThePage() async throws {
    let rust = try ArticleFilter(newsboat: #"title =~ "rust" or author = "Bob""#)
    let store = try await Self.store()
    #expect(try await store.countMatching(rust, ArticleQuery(limit: 1, offset: 1), Self.now) == 3)
    #expect(try await store.countMatching(rust, ArticleQuery(feeds: [Self.podcast]), Self.now) == 1)
  }

  /// newsboat's equal precedence reaches the store as the tree holds it: read as most languages
  /// group them, the first would choose Weather too, the last Weather and not Swift on Linux.
  @Test func keepsNewsboatsGrouping() async throws {
    #expect(
      try await Self.titles(#"author = "Ann" or author = "Bob" and unread = "yes""#)
        == ["Rust 2.0 released", "Swift on Linux"])
    #expect(
      try await Self.titles(#"author = "Ann" or (author = "Bob" and unread = "yes")"#)
        == ["Rust 2.0 released", "Swift on Linux", "Weather"])
    #expect(
      try await Self.titles(#"author = "Ann" or author = "Bob" and age < 3"#)
        == ["Rust 2.0 released"])
  }
}
