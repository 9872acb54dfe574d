import ArticleClient
import ArticleFeature
import ArticleStoreClient
import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import QueryCore
import RichTextCore
import Testing

/// Reader mode for a stored article, marks, stars and the clean-up, against the in-memory store,
/// with the article client overridden where a page is fetched and left unimplemented where none
/// may be.
@Suite(.dependencies)
struct ArticleFeatureTests {
  let feed = URL(string: "https://feeds.example.org/city.xml")!
  let link = URL(string: "https://example.org/bridge")!
  let start = Date(timeIntervalSince1970: 1_800_000_000)
  let page = RichText(blocks: [RichTextBlock(.paragraph, text: "The council voted on Tuesday.")])

  func store(author: String? = nil) -> ArticleStoreClient {
    .inMemory(
      [
        Feed(
          url: feed, title: "City Times", format: .rss,
          articles: [
            Article(
              guid: Article.GUID("bridge"), title: "Bridge to be rebuilt", link: link,
              author: author, published: start),
            Article(guid: Article.GUID("unlinked"), title: "A note", published: start - 60),
          ])
      ], now: start)
  }

  func number(_ title: String, in store: ArticleStoreClient) async throws -> Int64 {
    try #require(try await store.articles(ArticleQuery()).first { $0.article.title == title }?.id)
  }

  /// The page is fetched once and kept, with the byline the page credits: a second read needs no
  /// network and says who wrote it, as the first did.
  @Test func aStoredArticlesPageIsFetchedOnceAndKeptWithItsByline() async throws {
    let store = store()
    let bridge = try await number("Bridge to be rebuilt", in: store)
    let fetches = LockIsolated(0)
    let first = try await withDependencies {
      $0.articleStore = store
      $0.articleClient.fetchArticle = { url in
        fetches.withValue { $0 += 1 }
        #expect(url == link)
        return ExtractedArticle(
          url: url, title: "Bridge to be rebuilt | City Times", byline: "Ana Lima", body: page)
      }
    } operation: {
      try await ArticleFeature().article(ofStored: bridge)
    }
    #expect(first.byline == "Ana Lima")
    #expect(first.body == page)

    let again = try await withDependencies {
      $0.articleStore = store
    } operation: {
      try await ArticleFeature().article(ofStored: bridge)
    }
    #expect(fetches.value == 1, "the kept page is read, not fetched again")
    #expect(again.byline == "Ana Lima")
    #expect(again.body == page)
    #expect(again.url == link)
    #expect(try await store.search("council", 10).map(\.id) == [bridge])
  }

  /// A page that credits no one falls back on the feed's author, the first time and every time.
  @Test func withoutABylineOnThePageTheFeedsAuthorIsTheByline() async throws {
    let store = store(author: "The City Desk")
    let bridge = try await number("Bridge to be rebuilt", in: store)
    let read = {
      try await withDependencies {
        $0.articleStore = store
        $0.articleClient.fetchArticle = { url in
          ExtractedArticle(url: url, title: "Bridge", body: page)
        }
      } operation: {
        try await ArticleFeature().article(ofStored: bridge).byline
      }
    }
    #expect(try await read() == "The City Desk")
    #expect(try await read() == "The City Desk")
  }

  @Test func anUnknownNumberOrAnArticleWithoutALinkHasNoPage() async throws {
    let store = store()
    let note = try await number("A note", in: store)
    await withDependencies {
      $0.articleStore = store
    } operation: {
      await #expect(throws: StoredArticleError.noSuchArticle(4242)) {
        try await ArticleFeature().article(ofStored: 4242)
      }
      await #expect(throws: StoredArticleError.noPage(note)) {
        try await ArticleFeature().article(ofStored: note)
      }
    }
    #expect(
      StoredArticleError.noSuchArticle(4242).description
        == "No stored article has the number 4242.")
  }

  /// A page that cannot be had leaves nothing kept, so the next read tries again.
  @Test func aPageThatCannotBeFetchedIsNotKept() async throws {
    let store = store()
    let bridge = try await number("Bridge to be rebuilt", in: store)
    await withDependencies {
      $0.articleStore = store
      $0.articleClient.fetchArticle = { url in throw ArticleClientError.noArticle(url) }
    } operation: {
      await #expect(throws: ArticleClientError.noArticle(link)) {
        try await ArticleFeature().article(ofStored: bridge)
      }
    }
    #expect(try await store.article(bridge)?.page == nil)
  }

  /// Every selection is marked, and the changes are counted together; stars are a mark of their
  /// own.
  @Test func marksAndStarsReachTheStoreAndAreCounted() async throws {
    let store = store()
    let bridge = try await number("Bridge to be rebuilt", in: store)
    try await withDependencies {
      $0.articleStore = store
    } operation: { () async throws in
      let feature = ArticleFeature()
      #expect(try await feature.setRead([.articles([bridge]), .feed(feed)], isRead: true) == 2)
      #expect(try await feature.setRead([.all], isRead: true) == 0)
      #expect(try await feature.setRead([.articles([bridge])], isRead: false) == 1)
      #expect(try await feature.setStarred(.articles([bridge]), isStarred: true) == 1)
    }
    let stored = try await store.articles(ArticleQuery())
    #expect(stored.map(\.isRead) == [false, true])
    #expect(stored.map(\.isStarred) == [true, false])
  }

  /// A filter marks what it chooses at the moment the feature is asked, among the feeds given
  /// only: the same articles `headlines --filter` lists then.
  @Test func aFilterMarksWhatItChoosesNowAmongTheFeedsGiven() async throws {
    let store = store()
    let filter = try ArticleFilter(newsboat: #"title =~ "note|bridge" and age >= 2"#)
    func marked(at now: Date, among feeds: [URL]) async throws -> Int {
      try await withDependencies {
        $0.articleStore = store
        $0.date.now = now
      } operation: {
        try await ArticleFeature().setRead(matching: filter, among: feeds, tags: [:], isRead: true)
      }
    }
    let twoDaysLater = start + 2 * 86_400
    #expect(try await marked(at: start + 86_400, among: [feed]) == 0)
    #expect(try await marked(at: twoDaysLater, among: [link]) == 0)
    #expect(try await store.articles(ArticleQuery()).allSatisfy { !$0.isRead })
    #expect(try await marked(at: twoDaysLater, among: [feed]) == 2)
    #expect(try await store.articles(ArticleQuery()).allSatisfy(\.isRead))
  }

  /// The clean-up drops what the policy no longer keeps, then gives the space back; with no
  /// policy it only gives the space back.
  @Test func theCleanUpAppliesTheRetentionThenReclaimsTheSpace() async throws {
    let calls = LockIsolated<[String]>([])
    let space = ReclaimedSpace(bytesBefore: 2_000, bytesAfter: 1_000)
    let policy = RetentionPolicy.days(30)
    let cleaned = try await withDependencies {
      $0.date.now = start
      $0.articleStore.applyRetention = { retention, now in
        #expect(retention == policy)
        #expect(now == start)
        calls.withValue { $0.append("retention") }
        return 3
      }
      $0.articleStore.reclaimSpace = {
        calls.withValue { $0.append("space") }
        return space
      }
    } operation: {
      [
        try await ArticleFeature().cleanUp(keeping: policy),
        try await ArticleFeature().cleanUp(keeping: nil),
      ]
    }
    #expect(
      cleaned == [StoreCleanup(removed: 3, space: space), StoreCleanup(removed: 0, space: space)])
    #expect(calls.value == ["retention", "space", "space"])
  }
}
