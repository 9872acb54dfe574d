import ArticleStoreClient
import Foundation
import NewsClient
import QueryCore
import RichTextCore
import Testing

/// The rules every article store keeps when it saves, merges, lists, counts, marks, searches and
/// forgets, written once and run against each: the in-memory store's tests and the live store's
/// run the same checks, so the two cannot drift apart. ``SyncContract`` holds the sync rules.
///
/// Each check starts from an empty store. What only one store can show (a file, its index, two
/// processes) stays in that store's own tests, around these. A check runs only once it is listed in
/// ``rules``, which every store's tests run whole.
public struct StoreContract: Sendable {
  let store: ArticleStoreClient
  let now = Sample.start.addingTimeInterval(86_400)

  public init(store: ArticleStoreClient) {
    self.store = store
  }

  public func savingTheSameFeedAgainChangesNothingAndKeepsReadMarks() async throws {
    let feed = Sample.feed((1...3).map { Sample.article($0) })
    #expect(try await store.save(feed, now) == SaveResult(inserted: 3))
    let first = try await store.articles(ArticleQuery())
    #expect(first.map(\.article.title) == ["Story 3", "Story 2", "Story 1"])
    #expect(try await store.setRead(.articles([first[0].id]), true) == 1)

    #expect(try await store.save(feed, now.addingTimeInterval(60)) == SaveResult(unchanged: 3))
    let again = try await store.articles(ArticleQuery())
    #expect(again.map(\.id) == first.map(\.id))
    #expect(again.map(\.isRead) == [true, false, false])
    #expect(again.allSatisfy { $0.firstStored == now })
  }

  public func aListCanLeaveTheSummariesOut() async throws {
    _ = try await store.save(Sample.feed((1...2).map { Sample.article($0) }), now)
    let titlesOnly = try await store.articles(ArticleQuery(includesSummaries: false))
    let whole = try await store.articles(ArticleQuery())
    #expect(titlesOnly.map(\.article.summary) == [nil, nil])
    #expect(whole.map(\.article.summary) == ["Summary of story 2.", "Summary of story 1."])
    #expect(titlesOnly.map(\.article.title) == whole.map(\.article.title))
  }

  /// Lists leave bodies out unless asked, one article comes whole, and search reads bodies too.
  public func bodiesComeWithOneArticleAndAreSearched() async throws {
    var article = Sample.article(1)
    article.content = RichText(blocks: [RichTextBlock(.paragraph, text: "The committee met.")])
    _ = try await store.save(Sample.feed([article, Sample.article(2)]), now)
    let listed = try await store.articles(ArticleQuery())
    #expect(listed.map(\.article.content) == [nil, nil])
    #expect(
      try await store.articles(ArticleQuery(includesContent: true)).map(\.article.content) == [
        nil, article.content,
      ])
    #expect(try await store.article(listed[1].id)?.article == article)
    #expect(try await store.article(99) == nil)
    #expect(try await store.search("committee", 10).map(\.article.title) == ["Story 1"])
  }

  public func eachFeedsRevisionIsTheOneLastSaved() async throws {
    #expect(try await store.revisions() == [:])
    var world = Sample.feed([Sample.article(1)])
    world.revision = "first"
    _ = try await store.save(world, now)
    _ = try await store.save(Sample.feed(Sample.tech, title: "Tech", [Sample.article(2)]), now)
    #expect(try await store.revisions() == [Sample.world: "first"])

    world.revision = "second"
    _ = try await store.save(world, now)
    #expect(try await store.revisions() == [Sample.world: "second"])
  }

  public func anEditedArticleIsUpdatedInPlaceByEachIdentity() async throws {
    let original = [
      Sample.article(1),
      Sample.article(2, guid: false),
      Sample.article(3, guid: false, link: false),
    ]
    _ = try await store.save(Sample.feed(original), now)
    let before = try await store.articles(ArticleQuery())
    _ = try await store.setRead(.all, true)

    let edited = [
      Sample.article(1, title: "Story 1, corrected"),
      Sample.article(2, summary: "A longer summary.", guid: false),
      Sample.article(3, summary: "Now with a summary.", guid: false, link: false),
    ]
    #expect(try await store.save(Sample.feed(edited), now) == SaveResult(updated: 3))
    let after = try await store.articles(ArticleQuery())
    #expect(after.map(\.id) == before.map(\.id))
    #expect(Set(after.map(\.article)) == Set(edited))
    #expect(after.allSatisfy { $0.isRead })
  }

  public func aGuidWinsOverALinkAndRepeatsWithinAFeedAreSkipped() async throws {
    _ = try await store.save(Sample.feed([Sample.article(1), Sample.article(2)]), now)
    // Item 1's guid with item 2's link: it is item 1, edited.
    var moved = Sample.article(1)
    moved.link = URL(string: "https://example.org/stories/2")
    let result = try await store.save(
      Sample.feed([moved, Sample.article(9), Sample.article(9), Sample.article(2)]), now)
    #expect(result == SaveResult(inserted: 1, updated: 1, unchanged: 2))
    #expect(try await store.articles(ArticleQuery()).count == 3)
  }

  public func theSameArticleInTwoFeedsIsTwoArticles() async throws {
    _ = try await store.save(Sample.feed([Sample.article(1)]), now)
    #expect(
      try await store.save(Sample.feed(Sample.tech, title: "Tech", [Sample.article(1)]), now)
        == SaveResult(inserted: 1))
  }

  public func queriesFilterByFeedAndReadStateAndPage() async throws {
    _ = try await store.save(Sample.feed((1...5).map { Sample.article($0) }), now)
    let techArticles = (6...8).map { Sample.article($0) }
    _ = try await store.save(Sample.feed(Sample.tech, title: "Tech", techArticles), now)
    // Undated articles sort by when they were first stored.
    var undated = Sample.article(20)
    undated.published = nil
    _ = try await store.save(
      Sample.feed(Sample.tech, title: "Tech", techArticles + [undated]), Sample.start)
    #expect(
      try await store.setRead(.publishedBefore(Sample.start.addingTimeInterval(3 * 60)), true) == 3)

    let newest = try await store.articles(ArticleQuery(limit: 3, offset: 1))
    #expect(newest.map(\.article.title) == ["Story 7", "Story 6", "Story 5"])
    let tech = try await store.articles(ArticleQuery(feeds: [Sample.tech], limit: 10))
    #expect(tech.map(\.article.title) == ["Story 8", "Story 7", "Story 6", "Story 20"])
    #expect(tech.allSatisfy { $0.feedTitle == "Tech" && $0.feed == Sample.tech })
    let unread = try await store.articles(ArticleQuery(unreadOnly: true, limit: 100))
    #expect(unread.count == 6)
    #expect(!unread.contains { $0.article.title == "Story 20" })
  }

  public func countsAndEverySelection() async throws {
    _ = try await store.save(Sample.feed((1...4).map { Sample.article($0) }), now)
    _ = try await store.save(Sample.feed(Sample.tech, title: "Tech", [Sample.article(5)]), now)
    let ids = try await store.articles(ArticleQuery()).map(\.id)
    #expect(try await store.setRead(.articles([ids[0], ids[1], 9_999]), true) == 2)
    #expect(try await store.setRead(.articles([ids[0]]), true) == 0)
    #expect(
      try await store.counts() == [
        FeedCounts(feed: Sample.tech, title: "Tech", unread: 0, total: 1),
        FeedCounts(feed: Sample.world, title: "World", unread: 3, total: 4),
      ])
    #expect(try await store.setRead(.feed(Sample.world), true) == 3)
    #expect(try await store.setRead(.all, false) == 5)
    #expect(
      try await store.setRead(.publishedBefore(Sample.start.addingTimeInterval(150)), true) == 2)
  }

  /// A filter's selection marks exactly what the filter lists among its feeds, at the moment
  /// given, all in one call: `mark-read --filter` marks what `headlines --filter` shows.
  public func aFiltersSelectionMarksWhatItLists() async throws {
    _ = try await store.save(
      Sample.feed([
        Sample.article(1, title: "Rust 2.0 ships"), Sample.article(2, title: "Rust belt"),
        Sample.article(3, title: "Gardening"),
        Sample.article(4, minutesAfterStart: 2 * 24 * 60),
      ]), now)
    _ = try await store.save(
      Sample.feed(Sample.tech, title: "Tech", [Sample.article(5, title: "Rust in the kernel")]),
      now)
    // A day later, stories 1, 2 and 3 of World are a day old, and story 4 is new.
    let later = now.addingTimeInterval(86_400)
    let filter = try ArticleFilter(newsboat: #"title =~ "^rust" or age > 0 and unread = "yes""#)
    let listed = try await store.articlesMatching(
      filter, ArticleQuery(feeds: [Sample.world], limit: 100), later)
    #expect(listed.map(\.article.title) == ["Gardening", "Rust belt", "Rust 2.0 ships"])

    let selection = ArticleSelection.matching(filter, among: [Sample.world], tags: [:], at: later)
    #expect(try await store.setRead(selection, true) == 3)
    let read = try await store.articles(ArticleQuery(limit: 100)).filter(\.isRead)
    #expect(read.map(\.article.title) == listed.map(\.article.title))
    #expect(try await store.setRead(selection, true) == 0)
    #expect(try await store.setRead(.matching(filter, among: [], tags: [:], at: now), false) == 0)
    // The filter reads the tags the selection gives each feed, as a query's.
    let tagged = ArticleSelection.matching(
      try ArticleFilter(newsboat: #"tags # "tech""#), among: [Sample.world, Sample.tech],
      tags: [Sample.tech: ["news", "tech"]], at: later)
    #expect(try await store.setRead(tagged, false) == 0)
    #expect(try await store.setRead(tagged, true) == 1)
    #expect(try await store.articles(ArticleQuery(feeds: [Sample.tech])).allSatisfy(\.isRead))
  }

  public func searchNeedsEveryWholeWordAndRanksTitlesFirst() async throws {
    _ = try await store.save(
      Sample.feed([
        Sample.article(1, title: "Economy grows", summary: "Markets cheer the café owners."),
        Sample.article(2, title: "Weather", summary: "The economy of rain; economy again."),
        Sample.article(3, title: "Sport", summary: "Nothing here."),
      ]), now)
    #expect(
      try await store.search("economy", 10).map(\.article.title) == ["Economy grows", "Weather"])
    #expect(try await store.search("econ", 10).isEmpty)
    #expect(try await store.search("CAFE economy", 10).map(\.article.title) == ["Economy grows"])
    #expect(try await store.search("economy", 1).map(\.article.title) == ["Economy grows"])
    for hostile in ["\"", "-economy", "econ*", "AND", "(( economy", "NEAR(", "   ", "'; DROP"] {
      _ = try await store.search(hostile, 10)
    }
    #expect(try await store.search("\"economy\" AND", 10).isEmpty)
    #expect(try await store.search("-economy*", 10).count == 2)
    #expect(try await store.search("  ", 10).isEmpty)
  }

  public func onlyTheNewestCandidatesAreRanked() async throws {
    let count = SearchText.rankedCandidates + 1
    let articles = (1...count).map { Sample.article($0, summary: "common") }
    // The oldest stored match is the best one, yet outside the candidates.
    _ = try await store.save(Sample.feed([Sample.article(0, title: "common common")]), now)
    _ = try await store.save(Sample.feed(articles), now)
    let found = try await store.search("common", 3)
    #expect(
      found.map(\.article.title) == ["Story \(count)", "Story \(count - 1)", "Story \(count - 2)"])
  }

  /// Reader mode's page is kept with its byline: the article read whole carries both, a refresh
  /// replaces neither, and a list carries neither.
  public func aPageIsKeptWithItsByline() async throws {
    _ = try await store.save(Sample.feed([Sample.article(1), Sample.article(2)]), now)
    let listed = try await store.articles(ArticleQuery())
    let page = RichText(blocks: [RichTextBlock(.paragraph, text: "The whole report.")])
    #expect(try await store.savePage(listed[0].id, page, "Ada Reporter"))
    #expect(try await store.savePage(listed[1].id, page, nil))
    #expect(try await store.savePage(99, page, "Nobody") == false)
    _ = try await store.save(
      Sample.feed([Sample.article(1), Sample.article(2, summary: "New.")]), now)
    let credited = try #require(try await store.article(listed[0].id))
    #expect(credited.page == page)
    #expect(credited.pageByline == "Ada Reporter")
    #expect(credited.fullestByline == "Ada Reporter")
    #expect(try await store.article(listed[1].id)?.pageByline == nil)
    let whole = try await store.articles(ArticleQuery(includesContent: true))
    #expect(whole.map(\.pageByline) == ["Ada Reporter", nil])
    #expect(try await store.articles(ArticleQuery()).map(\.pageByline) == [nil, nil])
  }

  /// A list can ask for what the store first saw since a moment, whoever saved it, and a refetch
  /// of a known article does not make it new again.
  public func aListCanAskForWhatWasFirstStoredSince() async throws {
    let later = now.addingTimeInterval(300)
    _ = try await store.save(Sample.feed([Sample.article(1), Sample.article(2)]), now)
    _ = try await store.save(
      Sample.feed([Sample.article(1), Sample.article(2), Sample.article(3)]), later)
    _ = try await store.save(Sample.feed(Sample.tech, title: "Tech", [Sample.article(4)]), later)
    let since = { (moment: Date) in
      try await store.articles(ArticleQuery(firstStoredSince: moment)).map(\.article.title)
    }
    #expect(try await since(later) == ["Story 4", "Story 3"])
    #expect(try await since(now) == ["Story 4", "Story 3", "Story 2", "Story 1"])
    #expect(try await since(later.addingTimeInterval(1)) == [])
    #expect(
      try await store.articles(ArticleQuery(feeds: [Sample.world], firstStoredSince: later)).map(
        \.article.title) == ["Story 3"])
  }

  public func retentionSparesUnreadAndDoesNotBringDroppedArticlesBack() async throws {
    let old = Sample.feed((1...4).map { Sample.article($0) })
    _ = try await store.save(old, Sample.start)
    let recent = Sample.feed((1...6).map { Sample.article($0) })
    _ = try await store.save(recent, now)
    let stored = try await store.articles(ArticleQuery())
    _ = try await store.setRead(.articles(stored.map(\.id).suffix(3)), true)

    // Items 1 to 4 are a day old; of them 1 to 3 are read. Item 4 is unread and stays.
    #expect(try await store.applyRetention(.days(1), now.addingTimeInterval(1)) == 3)
    #expect(
      try await store.articles(ArticleQuery(limit: 10)).map(\.article.title) == [
        "Story 6", "Story 5", "Story 4",
      ])
    #expect(try await store.save(recent, now) == SaveResult(unchanged: 6))
    #expect(try await store.articles(ArticleQuery(limit: 10)).count == 3)

    #expect(
      try await store.applyRetention(RetentionPolicy(newestPerFeed: 1, dropsUnread: true), now) == 2
    )
    #expect(try await store.articles(ArticleQuery()).map(\.article.title) == ["Story 6"])
    // Once an article has left its feed, the store forgets it was dropped.
    _ = try await store.save(Sample.feed([Sample.article(6)]), now)
    #expect(try await store.save(recent, now) == SaveResult(inserted: 5, unchanged: 1))
  }

  /// The store's own reads and writes leave its token of outside changes where it was: a reader
  /// that marks an article already knows of it, and must not read everything again for it.
  public func ownReadsAndWritesAreNoOutsideChange() async throws {
    let before = try await store.externalChangeToken()
    _ = try await store.save(Sample.feed((1...3).map { Sample.article($0) }), now)
    let stored = try await store.articles(ArticleQuery())
    _ = try await store.setRead(.articles([stored[0].id]), true)
    _ = try await store.setStarred(.all, true)
    _ = try await store.counts()
    _ = try await store.search("story", 10)
    #expect(try await store.externalChangeToken() == before)
  }
}

extension StoreContract {
  /// One rule of the contract, named for the test that runs it: a store's tests run every rule
  /// with one parameterized test, so a rule added here runs against every store at once.
  public struct Rule: Sendable, CustomTestStringConvertible {
    public let name: String
    let body: @Sendable (StoreContract) async throws -> Void

    init(_ name: String, _ body: @escaping @Sendable (StoreContract) async throws -> Void) {
      self.name = name
      self.body = body
    }

    /// Checks the rule against `contract`'s store.
    public func check(_ contract: StoreContract) async throws {
      try await body(contract)
    }

    public var testDescription: String { name }
  }

  public static let rules: [Rule] = [
    Rule("savingTheSameFeedAgainChangesNothingAndKeepsReadMarks") {
      try await $0.savingTheSameFeedAgainChangesNothingAndKeepsReadMarks()
    },
    Rule("aListCanLeaveTheSummariesOut") { try await $0.aListCanLeaveTheSummariesOut() },
    Rule("bodiesComeWithOneArticleAndAreSearched") {
      try await $0.bodiesComeWithOneArticleAndAreSearched()
    },
    Rule("eachFeedsRevisionIsTheOneLastSaved") {
      try await $0.eachFeedsRevisionIsTheOneLastSaved()
    },
    Rule("anEditedArticleIsUpdatedInPlaceByEachIdentity") {
      try await $0.anEditedArticleIsUpdatedInPlaceByEachIdentity()
    },
    Rule("aGuidWinsOverALinkAndRepeatsWithinAFeedAreSkipped") {
      try await $0.aGuidWinsOverALinkAndRepeatsWithinAFeedAreSkipped()
    },
    Rule("theSameArticleInTwoFeedsIsTwoArticles") {
      try await $0.theSameArticleInTwoFeedsIsTwoArticles()
    },
    Rule("queriesFilterByFeedAndReadStateAndPage") {
      try await $0.queriesFilterByFeedAndReadStateAndPage()
    },
    Rule("countsAndEverySelection") { try await $0.countsAndEverySelection() },
    Rule("aFiltersSelectionMarksWhatItLists") { try await $0.aFiltersSelectionMarksWhatItLists() },
    Rule("searchNeedsEveryWholeWordAndRanksTitlesFirst") {
      try await $0.searchNeedsEveryWholeWordAndRanksTitlesFirst()
    },
    Rule("onlyTheNewestCandidatesAreRanked") { try await $0.onlyTheNewestCandidatesAreRanked() },
    Rule("aPageIsKeptWithItsByline") { try await $0.aPageIsKeptWithItsByline() },
    Rule("aListCanAskForWhatWasFirstStoredSince") {
      try await $0.aListCanAskForWhatWasFirstStoredSince()
    },
    Rule("retentionSparesUnreadAndDoesNotBringDroppedArticlesBack") {
      try await $0.retentionSparesUnreadAndDoesNotBringDroppedArticlesBack()
    },
    Rule("ownReadsAndWritesAreNoOutsideChange") {
      try await $0.ownReadsAndWritesAreNoOutsideChange()
    },
  ]
}
