import ArticleStoreClient
import ArticleStoreClientTestSupport
import Foundation
import NewsClient
import Testing

struct FeedMergeTests {
  let link = URL(string: "https://example.org/live")!

  func entry(_ guid: String?, link: URL?, title: String = "Live", minute: Int = 0) -> Article {
    Article(
      guid: guid.map { Article.GUID($0) }, title: title, link: link,
      published: Sample.start.addingTimeInterval(Double(minute) * 60))
  }

  func stored(_ articles: [Article]) -> [(id: Int64, identity: ArticleIdentity)] {
    articles.enumerated().map { (id: Int64($0.offset + 1), identity: ArticleIdentity($0.element)) }
  }

  /// Three Atom entries of a live blog, each its own id, all linking to one page.
  @Test func entriesWithDifferentGuidsAreDistinctArticlesThoughTheyShareALink() {
    let entries = (1...3).map { entry("update-\($0)", link: link, minute: $0) }
    let first = FeedMerge(articles: entries, stored: stored([]), dropped: [])
    #expect(first.new == entries)
    #expect(first.skipped == 0)

    let again = FeedMerge(articles: entries.reversed(), stored: stored(entries), dropped: [])
    #expect(again.matches.map(\.id) == [3, 2, 1])
    #expect(again.matches.map(\.article) == entries.reversed())
    #expect(again.new.isEmpty)
  }

  @Test func anArticleWithoutAGuidMatchesByLinkThenByTitleAndDate() {
    let saved = [entry("a", link: link, title: "One"), entry(nil, link: nil, title: "Two")]
    let fetched = [
      entry(nil, link: link, title: "One, edited"),
      entry(nil, link: nil, title: "  TWO "),
      entry(nil, link: URL(string: "https://example.org/other"), title: "Two", minute: 1),
    ]
    let merge = FeedMerge(articles: fetched, stored: stored(saved), dropped: [])
    #expect(merge.matches.map(\.id) == [1, 2])
    #expect(merge.new == [fetched[2]])
  }

  /// The guid is the entry's identity when it has one: an entry whose guid changed is a new
  /// article though its link stayed (see ``ArticleIdentity``).
  @Test func anEntryWhoseGuidChangedIsANewArticleThoughItsLinkStayed() {
    let saved = [entry("old-guid", link: link)]
    let merge = FeedMerge(
      articles: [entry("new-guid", link: link)], stored: stored(saved), dropped: [])
    #expect(merge.matches.isEmpty)
    #expect(merge.new.count == 1)
  }

  /// A stored article without a guid is the same as each entry with its link, but can be only one
  /// of them: the first takes it and the others are new, not merged into it.
  @Test func aStoredArticleWithoutAGuidBecomesOneEntryAndTheOthersAreNew() {
    let saved = [entry(nil, link: link)]
    let entries = (1...3).map { entry("update-\($0)", link: link, minute: $0) }
    let merge = FeedMerge(articles: entries, stored: stored(saved), dropped: [])
    #expect(merge.matches.map(\.id) == [1])
    #expect(merge.matches.map(\.article) == [entries[0]])
    #expect(merge.new == Array(entries[1...]))
  }

  @Test func aRepeatOfAnEarlierEntryInTheSameFeedIsSkipped() {
    let entries = [
      entry("a", link: link),
      entry("b", link: link, minute: 1),
      entry("a", link: link, title: "Again"),
      entry(nil, link: link, title: "No guid, same link"),
    ]
    let merge = FeedMerge(articles: entries, stored: stored([]), dropped: [])
    #expect(merge.new == Array(entries[..<2]))
    #expect(merge.skipped == 2)
  }

  /// Retention's memory follows the same rule: the dropped entry stays out, a distinct entry with
  /// its link comes in.
  @Test func aDroppedEntryStaysOutButADistinctEntrySharingItsLinkIsStored() {
    let dropped = entry("update-1", link: link)
    let distinct = entry("update-2", link: link, minute: 1)
    let merge = FeedMerge(
      articles: [dropped, distinct], stored: stored([]),
      dropped: Set(ArticleIdentity(dropped).keys))
    #expect(merge.new == [distinct])
    #expect(merge.skipped == 1)
    #expect(merge.droppedStillCarried == Set(ArticleIdentity(dropped).keys))
  }

  /// The in-memory store merges by the same rule, through ``FeedMerge``.
  @Test func theInMemoryStoreKeepsEveryEntryWithItsOwnGuid() async throws {
    let store = ArticleStoreClient.inMemory()
    let entries = (1...3).map { entry("update-\($0)", link: link, minute: $0) }
    #expect(try await store.save(Sample.feed(entries), Sample.start) == SaveResult(inserted: 3))
    #expect(try await store.save(Sample.feed(entries), Sample.start) == SaveResult(unchanged: 3))
    #expect(try await store.articles(ArticleQuery()).map(\.article) == entries.reversed())
  }
}
