import ArticleStoreClient
import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import NewsFeature
import RichTextCore
import StorageClient
import Testing

@Suite(.dependencies)
struct StoredHeadlinesFeatureTests {
  let world = URL(string: "https://feeds.example.org/world.xml")!
  let tech = URL(string: "https://feeds.example.org/tech.xml")!
  let broken = URL(string: "https://broken.example.org/feed")!
  let base = Date(timeIntervalSince1970: 1_800_000_000)

  func feed(_ url: URL, _ title: String, _ articles: [Article]) -> Feed {
    Feed(url: url, title: title, format: .rss, articles: articles)
  }

  var feeds: [URL: Feed] {
    [
      world: feed(
        world, "World",
        [
          Article(guid: Article.GUID("w1"), title: "World one", published: base),
          Article(
            guid: Article.GUID("w2"), title: "World two", published: base.addingTimeInterval(120)),
        ]),
      tech: feed(
        tech, "Tech",
        [
          Article(
            guid: Article.GUID("t1"), title: "Tech one", published: base.addingTimeInterval(60))
        ]
      ),
    ]
  }

  func fetching(_ feeds: [URL: Feed]) -> @Sendable (URL, CachePolicy) async throws -> Feed {
    { url, _ in
      guard let feed = feeds[url] else { throw NewsClientError.httpStatus(url, code: 500) }
      return feed
    }
  }

  /// `fetchFeedUpdate` over `feeds`: unchanged for a feed's own revision, else the feed.
  func updating(_ feeds: [URL: Feed]) -> @Sendable (URL, String?) async throws -> FeedUpdate {
    { url, knownRevision in
      guard let feed = feeds[url] else { throw NewsClientError.httpStatus(url, code: 500) }
      return feed.revision != nil && feed.revision == knownRevision ? .unchanged : .changed(feed)
    }
  }

  @Test func aRefreshStoresWhatArrivedAndReadsItBackNumbered() async throws {
    let store = ArticleStoreClient.inMemory()
    let list = await withDependencies {
      $0.articleStore = store
      $0.newsClient.fetchFeedUpdate = updating(feeds)
      $0.storage = .inMemory()
      $0.date.now = base
    } operation: {
      await StoredHeadlinesFeature().refresh(
        [Subscription(url: world), Subscription(url: broken), Subscription(url: tech)],
        retention: nil, unreadOnly: false, limit: 10)
    }
    #expect(list.headlines.map(\.title) == ["World two", "Tech one", "World one"])
    #expect(list.headlines.allSatisfy { $0.number != nil && $0.isRead == false })
    #expect(list.failures.map(\.feed) == [broken])
    #expect(list.storeProblem == nil)
    #expect(try await store.counts().map(\.total).reduce(0, +) == 3)
  }

  @Test func unreadOnlyLeavesOutWhatWasMarkedRead() async throws {
    let store = ArticleStoreClient.inMemory([feeds[world]!, feeds[tech]!], now: base)
    let newest = try await store.articles(ArticleQuery(limit: 1))
    _ = try await store.setRead(.articles(newest.map(\.id)), true)
    let list = try await withDependencies {
      $0.articleStore = store
    } operation: {
      try await StoredHeadlinesFeature().stored(
        [Subscription(url: world), Subscription(url: tech)], unreadOnly: true, limit: 10)
    }
    #expect(list.headlines.map(\.title) == ["Tech one", "World one"])
    #expect(list.failures.isEmpty)
  }

  /// `--offline` never fetches: `fetchFeed` stays unimplemented and would fail the test.
  @Test func offlineReadsTheStoreAndNamesFeedsWithNothingStored() async throws {
    let store = ArticleStoreClient.inMemory([feeds[world]!], now: base)
    let list = try await withDependencies {
      $0.articleStore = store
    } operation: {
      try await StoredHeadlinesFeature().stored(
        [Subscription(url: world, title: "Mine"), Subscription(url: tech)], unreadOnly: false,
        limit: 1)
    }
    #expect(list.headlines.map(\.title) == ["World two"])
    #expect(list.headlines.map(\.source) == ["Mine"])
    #expect(list.failures.map(\.feed) == [tech])
    #expect(list.failures.first?.message.contains("--offline") == true)
  }

  /// `--json` prints each body as plain text, from a list and from a search alike; a list of
  /// titles reads none.
  @Test func bodiesComeAsPlainTextWithTheSummariesAndWithASearchThatAsks() async throws {
    var essay = Article(
      guid: Article.GUID("e1"), title: "An essay", summary: "A teaser.", published: base)
    essay.content = RichText(blocks: [
      RichTextBlock(.paragraph, text: "The first paragraph."),
      RichTextBlock(.listItem(depth: 1, marker: .bullet), text: "a point\u{1B}[31m"),
    ])
    let store = ArticleStoreClient.inMemory([feed(world, "World", [essay])], now: base)
    try await withDependencies {
      $0.articleStore = store
    } operation: { () async throws in
      let feature = StoredHeadlinesFeature()
      let subscriptions = [Subscription(url: world)]
      let listed = try await feature.stored(subscriptions, unreadOnly: false, limit: 5)
      let body = try #require(listed.headlines.first?.content)
      #expect(body.hasPrefix("The first paragraph.\n\n* a point"))
      #expect(!body.contains("\u{1B}"), "made safe to print, as every piece of feed text")
      #expect(
        try await feature.stored(subscriptions, unreadOnly: false, limit: 5, summaries: false)
          .headlines.map(\.content) == [nil])
      #expect(
        try await feature.search("paragraph", among: subscriptions, limit: 5, bodies: true).map(
          \.content) == [body])
      #expect(
        try await feature.search("paragraph", among: subscriptions, limit: 5).map(\.content) == [
          nil
        ])
    }
  }

  @Test func aStoryTwoFeedsCarryIsShownOnceAndTheLimitIsStillFilled() async throws {
    let shared = Article(guid: Article.GUID("same"), title: "Shared", published: base)
    let store = ArticleStoreClient.inMemory(
      [
        feed(world, "World", [shared, Article(title: "Old world", published: base - 600)]),
        feed(tech, "Tech", [shared, Article(title: "Old tech", published: base - 60)]),
      ], now: base)
    let list = try await withDependencies {
      $0.articleStore = store
    } operation: {
      try await StoredHeadlinesFeature().stored(
        [Subscription(url: world), Subscription(url: tech)], unreadOnly: false, limit: 2)
    }
    #expect(list.headlines.map(\.title) == ["Shared", "Old tech"])
  }

  @Test func anUpgradeMarksWhatTheHistoryShowedAsRead() async throws {
    let store = ArticleStoreClient.inMemory()
    let storage = StorageClient.inMemory()
    let list = await withDependencies {
      $0.articleStore = store
      $0.storage = storage
      $0.newsClient.fetchFeedUpdate = updating(feeds)
      $0.date.now = base
    } operation: {
      _ = await ReadingHistory().recordNew([
        Headline(article: feeds[world]!.articles[0], feed: world, source: "World")
      ])
      return await StoredHeadlinesFeature().refresh(
        [Subscription(url: world), Subscription(url: tech)], retention: nil, unreadOnly: false,
        limit: 10)
    }
    #expect(list.headlines.filter { $0.isRead == true }.map(\.title) == ["World one"])
    #expect(list.headlines.filter { $0.isRead == false }.map(\.title) == ["World two", "Tech one"])
  }

  @Test func retentionRunsAfterTheSave() async throws {
    let store = ArticleStoreClient.inMemory()
    _ = await withDependencies {
      $0.articleStore = store
      $0.storage = .inMemory()
      $0.newsClient.fetchFeedUpdate = updating(feeds)
      $0.date.now = base
    } operation: {
      await StoredHeadlinesFeature().refresh(
        [Subscription(url: world)],
        retention: RetentionPolicy(newestPerFeed: 1, dropsUnread: true), unreadOnly: false,
        limit: 10)
    }
    #expect(try await store.articles(ArticleQuery()).map(\.article.title) == ["World two"])
  }

  /// A store that cannot be written costs the refresh nothing it fetched.
  @Test func aFailingStoreStillShowsTheFetchedHeadlines() async {
    struct ReadOnly: Error, CustomStringConvertible {
      var description: String { "The article store /data/articles.sqlite is read-only" }
    }
    let list = await withDependencies {
      $0.articleStore.articles = { _ in [] }
      $0.articleStore.revisions = { [:] }
      $0.articleStore.save = { _, _ in throw ReadOnly() }
      $0.newsClient.fetchFeedUpdate = updating(feeds)
      $0.newsClient.fetchFeed = { url, cachePolicy in
        #expect(cachePolicy == .offline, "what was fetched comes from the cache, not again")
        return try await fetching(feeds)(url, cachePolicy)
      }
      $0.date.now = base
    } operation: {
      await StoredHeadlinesFeature().refresh(
        [Subscription(url: world), Subscription(url: tech)], retention: nil, unreadOnly: false,
        limit: 10)
    }
    #expect(list.headlines.map(\.title) == ["World two", "Tech one", "World one"])
    #expect(list.headlines.allSatisfy { $0.number == nil })
    #expect(list.storeProblem == "The article store /data/articles.sqlite is read-only")
  }

  /// A feed the server still has at the revision the store saved is neither parsed nor saved
  /// again, and its articles are still listed, from the store.
  @Test func anUnchangedFeedIsNeitherParsedNorSavedAgain() async throws {
    var revisedFeeds = feeds
    revisedFeeds[world]?.revision = "world-1"
    revisedFeeds[tech]?.revision = "tech-1"
    let update = updating(revisedFeeds)
    let store = ArticleStoreClient.inMemory()
    let saves = LockIsolated(0)
    let askedWith = LockIsolated<[URL: String?]>([:])
    let refresh = { @Sendable () async -> HeadlineList in
      await withDependencies {
        $0.articleStore = store
        $0.articleStore.save = { feed, now in
          saves.withValue { $0 += 1 }
          return try await store.save(feed, now)
        }
        $0.newsClient.fetchFeedUpdate = { url, knownRevision in
          askedWith.withValue { $0[url] = knownRevision }
          return try await update(url, knownRevision)
        }
        $0.storage = .inMemory()
        $0.date.now = base
      } operation: {
        await StoredHeadlinesFeature().refresh(
          [Subscription(url: world), Subscription(url: tech)], retention: nil,
          unreadOnly: false, limit: 10)
      }
    }
    let first = await refresh()
    #expect(saves.value == 2)
    #expect(askedWith.value == [world: nil, tech: nil])

    let second = await refresh()
    #expect(saves.value == 2, "nothing is saved again")
    #expect(askedWith.value == [world: "world-1", tech: "tech-1"])
    #expect(second.headlines == first.headlines)
    #expect(second.failures.isEmpty && second.storeProblem == nil)
  }

  /// Refreshes a store that already holds `revisedFeeds` at their revisions, with the server
  /// serving `served`, and returns the list and how many times the list was read from the store.
  func refreshStored(
    serving served: [URL: Feed], retention: RetentionPolicy? = nil
  ) async -> (list: HeadlineList, reads: Int) {
    let store = ArticleStoreClient.inMemory(Array(revisedFeeds.values), now: base)
    let reads = LockIsolated(0)
    let list = await withDependencies {
      $0.articleStore = store
      $0.articleStore.articles = { query in
        if query.limit == 10 { reads.withValue { $0 += 1 } }
        return try await store.articles(query)
      }
      $0.newsClient.fetchFeedUpdate = updating(served)
      $0.storage = .inMemory()
      $0.date.now = base
    } operation: {
      await StoredHeadlinesFeature().refresh(
        [Subscription(url: world), Subscription(url: tech)], retention: retention,
        unreadOnly: false, limit: 10)
    }
    return (list, reads.value)
  }

  var revisedFeeds: [URL: Feed] {
    var revised = feeds
    revised[world]?.revision = "world-1"
    revised[tech]?.revision = "tech-1"
    return revised
  }

  /// A refresh in which every feed is unchanged shows the list it read while the feeds were asked,
  /// and reads no second one.
  @Test func aRefreshThatChangesNothingReadsTheListOnce() async {
    let refreshed = await refreshStored(serving: revisedFeeds)
    #expect(refreshed.list.headlines.map(\.title) == ["World two", "Tech one", "World one"])
    #expect(refreshed.reads == 1)
  }

  /// A feed that changed is saved, and the list shown is read after the save, with its news.
  @Test func aRefreshThatSavesShowsTheListAsSaved() async {
    var served = revisedFeeds
    served[world]?.revision = "world-2"
    served[world]?.articles.append(
      Article(
        guid: Article.GUID("w3"), title: "World three", published: base.addingTimeInterval(180)))
    let refreshed = await refreshStored(serving: served)
    #expect(
      refreshed.list.headlines.map(\.title) == [
        "World three", "World two", "Tech one", "World one",
      ]
    )
    #expect(refreshed.reads == 2)
  }

  /// Retention that removes articles changes the list even when every feed is unchanged.
  @Test func aRefreshWhoseRetentionRemovesArticlesShowsTheListWithoutThem() async {
    let refreshed = await refreshStored(
      serving: revisedFeeds, retention: RetentionPolicy(newestPerFeed: 1, dropsUnread: true))
    #expect(refreshed.list.headlines.map(\.title) == ["World two", "Tech one"])
    #expect(refreshed.reads == 2)
  }

  /// A store that fails before the refresh starts leaves nothing cached to fall back on: the
  /// feeds are fetched from the network and shown as they arrive.
  @Test func aStoreThatCannotBeOpenedFetchesTheFeedsAnyway() async {
    struct Damaged: Error, CustomStringConvertible {
      var description: String { "The article store /data/articles.sqlite is damaged" }
    }
    let list = await withDependencies {
      $0.articleStore.articles = { _ in throw Damaged() }
      $0.newsClient.fetchFeed = { url, cachePolicy in
        #expect(cachePolicy == .revalidate)
        return try await fetching(feeds)(url, cachePolicy)
      }
      $0.date.now = base
    } operation: {
      await StoredHeadlinesFeature().refresh(
        [Subscription(url: world), Subscription(url: broken)], retention: nil,
        unreadOnly: false, limit: 10)
    }
    #expect(list.headlines.map(\.title) == ["World two", "World one"])
    #expect(list.failures.map(\.feed) == [broken])
    #expect(list.storeProblem == "The article store /data/articles.sqlite is damaged")
  }

  /// A list of titles reads no summaries from the store; the same list with them has them.
  @Test func aListOfTitlesLeavesTheSummariesInTheStore() async throws {
    let article = Article(
      guid: Article.GUID("w1"), title: "World one", summary: "What happened.", published: base)
    let store = ArticleStoreClient.inMemory([feed(world, "World", [article])], now: base)
    let lists = try await withDependencies {
      $0.articleStore = store
    } operation: {
      [
        try await StoredHeadlinesFeature().stored(
          [Subscription(url: world)], unreadOnly: false, limit: 10, summaries: false),
        try await StoredHeadlinesFeature().stored(
          [Subscription(url: world)], unreadOnly: false, limit: 10),
      ]
    }
    #expect(lists.map { $0.headlines.map(\.summary) } == [[nil], ["What happened."]])
  }

  /// A feed that broke off part-way is listed with the articles before the fault, and is named
  /// among the failures with what was lost.
  @Test func aFeedCutOffPartWayShowsWhatItDeliveredAndSaysWhatItLost() async {
    let cut = {
      var cut = feeds[world]!
      cut.problem = .malformedFeed(world, reason: "the document stops before its end")
      return cut
    }()
    let list = await withDependencies {
      $0.articleStore = .inMemory()
      $0.newsClient.fetchFeedUpdate = { _, _ in .changed(cut) }
      $0.storage = .inMemory()
      $0.date.now = base
    } operation: {
      await StoredHeadlinesFeature().refresh(
        [Subscription(url: world)], retention: nil, unreadOnly: false, limit: 10)
    }
    #expect(list.headlines.map(\.title) == ["World two", "World one"])
    #expect(
      list.failures == [
        FeedFailure(
          feed: world,
          message: "Malformed feed at \(world.absoluteString): the document stops before its end")
      ])
  }
}
