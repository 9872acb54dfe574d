import ArticleStoreClient
import ArticleStoreClientLive
import ArticleStoreClientTestSupport
import Foundation
import NewsClient
import TestSupport
import Testing

struct QueryTests {
  let folder: TemporaryFolder
  let store: ArticleStoreClient
  let now = Sample.start.addingTimeInterval(86_400)

  init() throws {
    folder = try TemporaryFolder()
    store = .live(databaseURL: folder.database)
  }

  @Test func aListCanLeaveTheSummariesOut() async throws {
    _ = try await store.save(Sample.feed((1...2).map { Sample.article($0) }), now)
    let titlesOnly = try await store.articles(ArticleQuery(includesSummaries: false))
    let whole = try await store.articles(ArticleQuery())
    #expect(titlesOnly.map(\.article.summary) == [nil, nil])
    #expect(whole.map(\.article.summary) == ["Summary of story 2.", "Summary of story 1."])
    var withoutSummaries = whole
    for index in withoutSummaries.indices { withoutSummaries[index].article.summary = nil }
    #expect(titlesOnly == withoutSummaries)
  }

  @Test func newestFirstFilteredByFeedAndReadStateAndPaged() async throws {
    _ = try await store.save(Sample.feed((1...5).map { Sample.article($0) }), now)
    var undated = Sample.article(20)
    undated.published = nil
    let techArticles = (6...8).map { Sample.article($0) } + [undated]
    _ = try await store.save(Sample.feed(Sample.tech, title: "Tech", techArticles), Sample.start)
    #expect(
      try await store.setRead(.publishedBefore(Sample.start.addingTimeInterval(3 * 60)), true) == 3)

    let page = try await store.articles(ArticleQuery(limit: 3, offset: 1))
    #expect(page.map(\.article.title) == ["Story 7", "Story 6", "Story 5"])
    let tech = try await store.articles(ArticleQuery(feeds: [Sample.tech], limit: 10))
    #expect(tech.map(\.article.title) == ["Story 8", "Story 7", "Story 6", "Story 20"])
    #expect(tech.allSatisfy { $0.feed == Sample.tech && $0.feedTitle == "Tech" })
    let unread = try await store.articles(ArticleQuery(unreadOnly: true, limit: 100))
    #expect(
      unread.map(\.article.title) == [
        "Story 8", "Story 7", "Story 6", "Story 5", "Story 4", "Story 3",
      ])
    let both = try await store.articles(
      ArticleQuery(feeds: [Sample.tech, Sample.world], unreadOnly: true, limit: 2))
    #expect(both.map(\.article.title) == ["Story 8", "Story 7"])
    #expect(
      try await store.articles(ArticleQuery(feeds: [URL(string: "https://none.example")!])).isEmpty)
  }

  /// Many feeds are read along the date index rather than feed by feed; the answer is the same.
  @Test func aListOfManyFeedsHasTheNewestOfThoseFeedsOnly() async throws {
    let feeds = (1...20).map { URL(string: "https://feed\($0).example.org/rss")! }
    for (index, feed) in feeds.enumerated() {
      let articles = (0..<3).map { Sample.article(index * 3 + $0) }
      _ = try await store.save(Sample.feed(feed, title: "Feed \(index + 1)", articles), now)
    }
    let chosen = Array(feeds.dropLast(2))
    let page = try await store.articles(ArticleQuery(feeds: chosen, limit: 5))
    #expect(
      page.map(\.article.title) == ["Story 53", "Story 52", "Story 51", "Story 50", "Story 49"])
    #expect(page.allSatisfy { chosen.contains($0.feed) })
    let unread = try await store.articles(ArticleQuery(feeds: chosen, unreadOnly: true, limit: 100))
    #expect(unread.count == 54)
  }

  @Test func countsAndEverySelection() async throws {
    #expect(try await store.counts().isEmpty)
    _ = try await store.save(Sample.feed((1...4).map { Sample.article($0) }), now)
    _ = try await store.save(Sample.feed(Sample.tech, title: "Tech", [Sample.article(5)]), now)
    let ids = try await store.articles(ArticleQuery()).map(\.id)
    #expect(try await store.setRead(.articles([ids[0], ids[1], 9_999]), true) == 2)
    #expect(try await store.setRead(.articles([ids[0]]), true) == 0)
    #expect(try await store.setRead(.articles([]), true) == 0)
    #expect(
      try await store.counts() == [
        FeedCounts(feed: Sample.tech, title: "Tech", unread: 0, total: 1),
        FeedCounts(feed: Sample.world, title: "World", unread: 3, total: 4),
      ])
    #expect(try await store.setRead(.feed(Sample.world), true) == 3)
    #expect(try await store.setRead(.feed(URL(string: "https://none.example")!), true) == 0)
    #expect(try await store.setRead(.all, false) == 5)
    #expect(
      try await store.setRead(.publishedBefore(Sample.start.addingTimeInterval(150)), true) == 2)
    #expect(try await store.counts().map(\.unread) == [1, 2])
    #expect(try DatabaseFile.problems(at: folder.database) == [])
  }

  @Test func storedArticleNumbersAreStableAndIncreasing() async throws {
    _ = try await store.save(Sample.feed([Sample.article(1)]), now)
    _ = try await store.save(Sample.feed([Sample.article(1), Sample.article(2)]), now)
    let ids = try await store.articles(ArticleQuery()).map(\.id)
    #expect(ids == [2, 1])
  }
}
