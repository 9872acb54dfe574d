import ArticleStoreClient
import ArticleStoreClientLive
import ArticleStoreClientTestSupport
import Foundation
import NewsClient
import TestSupport
import Testing

struct MergeTests {
  let folder: TemporaryFolder
  let store: ArticleStoreClient
  let now = Sample.start.addingTimeInterval(86_400)

  init() throws {
    folder = try TemporaryFolder()
    store = .live(databaseURL: folder.database)
  }

  @Test func anUnchangedFeedKeepsNumbersAndReadMarksAndWritesNothing() async throws {
    let feed = Sample.feed((1...40).map { Sample.article($0) })
    #expect(try await store.save(feed, now) == SaveResult(inserted: 40))
    let first = try await store.articles(ArticleQuery(limit: 100))
    #expect(first.count == 40)
    #expect(first.first?.article == Sample.article(40))
    #expect(try await store.setRead(.articles([first[0].id, first[5].id]), true) == 2)

    let walBefore = try fileSize(folder.database.path + "-wal")
    #expect(try await store.save(feed, now.addingTimeInterval(60)) == SaveResult(unchanged: 40))
    #expect(try fileSize(folder.database.path + "-wal") == walBefore)

    let again = try await store.articles(ArticleQuery(limit: 100))
    #expect(again.map(\.id) == first.map(\.id))
    #expect(again.filter(\.isRead).map(\.id) == [first[0].id, first[5].id])
    #expect(again.allSatisfy { $0.firstStored == now && $0.feedTitle == "World" })
  }

  @Test func everyFieldOfAnArticleReadsBackEqual() async throws {
    let full = Article(
      guid: Article.GUID("https://example.org/a", isPermaLink: true), title: "Título ✓",
      link: URL(string: "https://example.org/a"), summary: "Line one\nline two", author: "Ana",
      published: Date(timeIntervalSinceReferenceDate: 123_456_789.123_456),
      updated: Date(timeIntervalSinceReferenceDate: 123_456_999.5),
      imageURL: URL(string: "https://example.org/a.png"),
      enclosures: [
        Enclosure(
          url: URL(string: "https://example.org/a.mp3")!, mimeType: "audio/mpeg", length: 42,
          duration: .seconds(295))
      ])
    _ = try await store.save(Sample.feed([full, Article(title: "Bare")]), now)
    let stored = try await store.articles(ArticleQuery())
    #expect(Set(stored.map(\.article)) == [full, Article(title: "Bare")])
    #expect(try await store.save(Sample.feed([full, Article(title: "Bare")]), now).unchanged == 1)
  }

  @Test func editsAreUpdatedInPlaceFoundByGuidLinkOrTitleAndDate() async throws {
    let original = [
      Sample.article(1), Sample.article(2, guid: false),
      Sample.article(3, guid: false, link: false),
    ]
    _ = try await store.save(Sample.feed(original), now)
    let before = try await store.articles(ArticleQuery())
    _ = try await store.setRead(.all, true)
    var republished = Sample.article(1, title: "Story 1, corrected")
    republished.published = Sample.start
    let edited = [
      republished,
      Sample.article(2, summary: "A longer summary.", guid: false),
      Sample.article(3, title: "  STORY 3 ", guid: false, link: false),
    ]
    #expect(try await store.save(Sample.feed(edited), now) == SaveResult(updated: 3))
    let after = try await store.articles(ArticleQuery())
    #expect(Set(after.map(\.id)) == Set(before.map(\.id)))
    #expect(Set(after.map(\.article)) == Set(edited))
    #expect(after.allSatisfy { $0.isRead })
    // The new date moves the article in the order.
    #expect(after.last?.article.title == "Story 1, corrected")
    #expect(try await store.search("corrected", 5).map(\.id) == [before.last!.id])
  }

  /// Two articles that both have a guid are the same only when the guids are (see
  /// ``ArticleIdentity``): a live blog's entries, each its own id, all linking to one page.
  @Test func entriesWithDifferentGuidsSharingALinkAreEachStoredAndKeepTheirNumbers() async throws {
    let entries = (1...3).map { number in
      var entry = Sample.article(number)
      entry.link = URL(string: "https://example.org/live")
      return entry
    }
    #expect(try await store.save(Sample.feed(entries), now) == SaveResult(inserted: 3))
    let first = try await store.articles(ArticleQuery())
    _ = try await store.setRead(.articles([first[1].id]), true)
    #expect(try await store.save(Sample.feed(entries.reversed()), now) == SaveResult(unchanged: 3))
    let again = try await store.articles(ArticleQuery())
    #expect(again.map(\.id) == first.map(\.id))
    #expect(again.map(\.article) == entries.reversed())
    #expect(again.map(\.isRead) == [false, true, false])

    // An entry without a guid is found by its link: the first stored of those sharing it.
    var withoutGuid = entries[0]
    withoutGuid.guid = nil
    withoutGuid.title = "Story 1, without its guid"
    #expect(try await store.save(Sample.feed([withoutGuid]), now) == SaveResult(updated: 1))
    let updated = try await store.articles(ArticleQuery())
    #expect(updated.map(\.id) == first.map(\.id))
    #expect(updated.last?.article == withoutGuid)
  }

  /// Retention remembers a dropped entry by the same rule: it stays out, while a new entry with a
  /// guid of its own and the same link is stored.
  @Test func aDroppedEntryStaysOutButADistinctEntrySharingItsLinkIsStored() async throws {
    var dropped = Sample.article(1)
    dropped.link = URL(string: "https://example.org/live")
    _ = try await store.save(Sample.feed([dropped]), Sample.start)
    _ = try await store.setRead(.all, true)
    #expect(try await store.applyRetention(.days(1), now.addingTimeInterval(1)) == 1)
    var distinct = Sample.article(2)
    distinct.link = dropped.link
    #expect(
      try await store.save(Sample.feed([dropped, distinct]), now)
        == SaveResult(inserted: 1, unchanged: 1))
    #expect(try await store.articles(ArticleQuery()).map(\.article) == [distinct])
  }

  @Test func theSameArticleInTwoFeedsIsTwoArticlesAndATitleChangeRetitlesTheFeed() async throws {
    _ = try await store.save(Sample.feed([Sample.article(1)]), now)
    #expect(
      try await store.save(Sample.feed(Sample.tech, title: "Tech", [Sample.article(1)]), now)
        == SaveResult(inserted: 1))
    _ = try await store.save(
      Sample.feed(Sample.tech, title: "Tech Weekly", [Sample.article(1)]), now)
    let tech = try await store.articles(ArticleQuery(feeds: [Sample.tech]))
    #expect(tech.map(\.feedTitle) == ["Tech Weekly"])
  }

  @Test func theSameRulesAsTheInMemoryStore() async throws {
    let memory = ArticleStoreClient.inMemory()
    let rounds: [[Article]] = [
      (1...6).map { Sample.article($0) },
      [Sample.article(2, title: "Edited"), Sample.article(7), Sample.article(7, guid: false)]
        + (3...6).map { Sample.article($0) },
      [Sample.article(8, guid: false, link: false), Sample.article(8, guid: false, link: false)],
      (9...11).map { number in
        var entry = Sample.article(number)
        entry.link = URL(string: "https://example.org/live")
        return entry
      } + [Sample.article(12, guid: false)],
      [Sample.article(9, guid: false), Sample.article(13, guid: false, link: false)],
    ]
    for articles in rounds {
      #expect(
        try await store.save(Sample.feed(articles), now) == memory.save(Sample.feed(articles), now))
    }
    _ = try await store.setRead(.publishedBefore(Sample.start.addingTimeInterval(200)), true)
    _ = try await memory.setRead(.publishedBefore(Sample.start.addingTimeInterval(200)), true)
    let live = try await store.articles(ArticleQuery(limit: 50)).map {
      [$0.article, $0.isRead] as [AnyHashable]
    }
    let expected = try await memory.articles(ArticleQuery(limit: 50)).map {
      [$0.article, $0.isRead] as [AnyHashable]
    }
    #expect(live == expected)
  }

  private func fileSize(_ path: String) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1
  }
}
