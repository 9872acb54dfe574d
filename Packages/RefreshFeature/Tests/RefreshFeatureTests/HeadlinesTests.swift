import ArticleStoreClient
import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import NewsFeature
import QueryCore
import RefreshFeature
import StorageClient
import SyncClient
import Testing

/// `headlines` as one use case: the refresh, the list from the store and its fallbacks, named
/// feeds, and what is new.
@Suite(.dependencies)
struct HeadlinesTests {
  let world = Fixtures.world
  let tech = Fixtures.tech
  let broken = Fixtures.broken
  let base = Fixtures.base

  func headlines(
    _ request: HeadlinesRequest = HeadlinesRequest(limit: 10),
    _ dependencies: (inout DependencyValues) -> Void
  ) async throws -> HeadlinesAnswer {
    try await withDependencies(dependencies) {
      try await RefreshFeature().headlines(request)
    }
  }

  @Test func aRefreshStoresWhatArrivedAndReadsItBackNumbered() async throws {
    let store = ArticleStoreClient.inMemory()
    let answer = try await headlines {
      $0.articleStore = store
      $0.newsClient.fetchFeedUpdate = Fixtures.updating(Fixtures.feeds)
      $0.storage = Fixtures.storage(subscribedTo: [world, broken, tech])
      $0.date.now = base
    }
    #expect(answer.list.headlines.map(\.title) == ["World two", "Tech one", "World one"])
    #expect(answer.list.headlines.allSatisfy { $0.number != nil && $0.isRead == false })
    #expect(answer.list.failures.map(\.feed) == [broken])
    #expect(answer.list.storeProblem == nil)
    #expect(answer.warnings.isEmpty)
    #expect(answer.newIDs.count == 3)
    #expect(!answer.everyFeedFailed)
    #expect(try await store.counts().map(\.total).reduce(0, +) == 3)
  }

  @Test func anUpgradeMarksWhatTheHistoryShowedAsRead() async throws {
    let answer = try await withDependencies {
      $0.articleStore = .inMemory()
      $0.storage = Fixtures.storage(subscribedTo: [world, tech])
      $0.newsClient.fetchFeedUpdate = Fixtures.updating(Fixtures.feeds)
      $0.date.now = base
    } operation: {
      _ = await ReadingHistory().recordNew([
        Headline(article: Fixtures.feeds[world]!.articles[0], feed: world, source: "World")
      ])
      return try await RefreshFeature().headlines(HeadlinesRequest(limit: 10))
    }
    #expect(answer.list.headlines.filter { $0.isRead == true }.map(\.title) == ["World one"])
    #expect(
      answer.list.headlines.filter { $0.isRead == false }.map(\.title) == [
        "World two", "Tech one",
      ])
  }

  /// A store that cannot be written costs the list nothing it fetched: the feeds' copies kept by
  /// the news client are shown, and a warning says why nothing was stored.
  @Test func aFailingStoreStillShowsTheFetchedHeadlines() async throws {
    struct ReadOnly: Error, CustomStringConvertible {
      var description: String { "The article store /data/articles.sqlite is read-only" }
    }
    let answer = try await headlines {
      $0.articleStore.articles = { _ in [] }
      $0.articleStore.revisions = { [:] }
      $0.articleStore.save = { _, _ in throw ReadOnly() }
      $0.newsClient.fetchFeedUpdate = Fixtures.updating(Fixtures.feeds)
      $0.newsClient.fetchFeed = { url, cachePolicy in
        #expect(cachePolicy == .offline, "what was fetched comes from the cache, not again")
        return try await Fixtures.fetching(Fixtures.feeds)(url, cachePolicy)
      }
      $0.storage = Fixtures.storage(subscribedTo: [world, tech])
      $0.date.now = base
    }
    #expect(answer.list.headlines.map(\.title) == ["World two", "Tech one", "World one"])
    #expect(answer.list.headlines.allSatisfy { $0.number == nil })
    #expect(answer.list.storeProblem == "The article store /data/articles.sqlite is read-only")
    #expect(
      answer.warnings == [
        "The article store /data/articles.sqlite is read-only; the headlines are shown as "
          + "fetched, and nothing was stored"
      ])
  }

  /// A disk that fills up part-way kept the feeds saved before it did: the warning says what was
  /// stored and what was not, rather than that nothing was.
  @Test func aStoreThatFillsUpPartWaySaysWhatItKept() async throws {
    let store = ArticleStoreClient.inMemory()
    let disk = ArticleStoreError.diskFull(database: "/data/articles.sqlite")
    let answer = try await headlines {
      $0.articleStore = store
      $0.articleStore.save = { feed, now in
        guard feed.url == world else { throw disk }
        return try await store.save(feed, now)
      }
      $0.newsClient.fetchFeedUpdate = Fixtures.updating(Fixtures.feeds)
      $0.newsClient.fetchFeed = Fixtures.fetching(Fixtures.feeds)
      $0.storage = Fixtures.storage(subscribedTo: [world, tech])
      $0.date.now = base
    }
    #expect(try await store.counts().map(\.total) == [2])
    #expect(answer.list.headlines.map(\.title) == ["World two", "Tech one", "World one"])
    #expect(
      answer.warnings == [
        "\(disk); the headlines are shown as fetched, and 2 new articles from 1 feed were "
          + "stored, but 1 feed was not"
      ])
  }

  /// A store that fails before the refresh starts leaves nothing cached to fall back on: the
  /// feeds are fetched from the network and shown as they arrive.
  @Test func aStoreThatCannotBeOpenedFetchesTheFeedsAnyway() async throws {
    struct Damaged: Error, CustomStringConvertible {
      var description: String { "The article store /data/articles.sqlite is damaged" }
    }
    let answer = try await headlines {
      $0.articleStore.articles = { _ in throw Damaged() }
      $0.newsClient.fetchFeed = { url, cachePolicy in
        #expect(cachePolicy == .revalidate)
        return try await Fixtures.fetching(Fixtures.feeds)(url, cachePolicy)
      }
      $0.storage = Fixtures.storage(subscribedTo: [world, broken])
      $0.date.now = base
    }
    #expect(answer.list.headlines.map(\.title) == ["World two", "World one"])
    #expect(answer.list.failures.map(\.feed) == [broken])
    #expect(answer.list.storeProblem == "The article store /data/articles.sqlite is damaged")
  }

  /// A feed the server still has at the revision the store saved is neither parsed nor saved
  /// again, and its articles are still listed, from the store.
  @Test func anUnchangedFeedIsNeitherParsedNorSavedAgain() async throws {
    let update = Fixtures.updating(Fixtures.revisedFeeds)
    let store = ArticleStoreClient.inMemory()
    let storage = Fixtures.storage(subscribedTo: [world, tech])
    let saves = LockIsolated(0)
    let askedWith = LockIsolated<[URL: String?]>([:])
    let refresh = { @Sendable () async throws -> HeadlinesAnswer in
      try await withDependencies {
        $0.articleStore = store
        $0.articleStore.save = { feed, now in
          saves.withValue { $0 += 1 }
          return try await store.save(feed, now)
        }
        $0.newsClient.fetchFeedUpdate = { url, knownRevision in
          askedWith.withValue { $0[url] = knownRevision }
          return try await update(url, knownRevision)
        }
        $0.storage = storage
        $0.date.now = Fixtures.base
      } operation: {
        try await RefreshFeature().headlines(HeadlinesRequest(limit: 10))
      }
    }
    let first = try await refresh()
    #expect(saves.value == 2)
    #expect(askedWith.value == [world: nil, tech: nil])

    let second = try await refresh()
    #expect(saves.value == 2, "nothing is saved again")
    #expect(askedWith.value == [world: "world-1", tech: "tech-1"])
    #expect(second.list.headlines == first.list.headlines)
    #expect(second.list.failures.isEmpty && second.list.storeProblem == nil)
  }

  /// Refreshes a store that already holds the revised feeds, with the server serving `served`,
  /// and returns the answer and how many times the list was read from the store.
  func refreshStored(
    serving served: [URL: Feed], retention: RetentionPolicy? = nil
  ) async throws -> (answer: HeadlinesAnswer, reads: Int) {
    let store = ArticleStoreClient.inMemory(
      [Fixtures.revisedFeeds[world]!, Fixtures.revisedFeeds[tech]!], now: base)
    let reads = LockIsolated(0)
    let answer = try await headlines(HeadlinesRequest(limit: 10, retention: retention)) {
      $0.articleStore = store
      $0.articleStore.articles = { query in
        if query.limit == 10 { reads.withValue { $0 += 1 } }
        return try await store.articles(query)
      }
      $0.newsClient.fetchFeedUpdate = Fixtures.updating(served)
      $0.storage = Fixtures.storage(subscribedTo: [world, tech])
      $0.date.now = base
    }
    return (answer, reads.value)
  }

  /// A refresh in which every feed is unchanged shows the list it read while the feeds were asked,
  /// and reads no second one.
  @Test func aRefreshThatChangesNothingReadsTheListOnce() async throws {
    let refreshed = try await refreshStored(serving: Fixtures.revisedFeeds)
    #expect(
      refreshed.answer.list.headlines.map(\.title) == ["World two", "Tech one", "World one"])
    #expect(refreshed.reads == 1)
  }

  /// A feed that changed is saved, and the list shown is read after the save, with its news.
  @Test func aRefreshThatSavesShowsTheListAsSaved() async throws {
    var served = Fixtures.revisedFeeds
    served[world]?.revision = "world-2"
    served[world]?.articles.append(
      Article(
        guid: Article.GUID("w3"), title: "World three", published: base.addingTimeInterval(180)))
    let refreshed = try await refreshStored(serving: served)
    #expect(
      refreshed.answer.list.headlines.map(\.title) == [
        "World three", "World two", "Tech one", "World one",
      ]
    )
    #expect(refreshed.reads == 2)
  }

  /// Retention that removes articles changes the list even when every feed is unchanged.
  @Test func aRefreshWhoseRetentionRemovesArticlesShowsTheListWithoutThem() async throws {
    let refreshed = try await refreshStored(
      serving: Fixtures.revisedFeeds,
      retention: RetentionPolicy(newestPerFeed: 1, dropsUnread: true)
    )
    #expect(refreshed.answer.list.headlines.map(\.title) == ["World two", "Tech one"])
    #expect(refreshed.reads == 2)
  }

  /// A feed that broke off part-way is listed with the articles before the fault, and is named
  /// among the failures with what was lost; it was read, so a command of that one feed does not
  /// end in failure.
  @Test func aFeedCutOffPartWayShowsWhatItDeliveredAndSaysWhatItLost() async throws {
    let cut = {
      var cut = Fixtures.feeds[world]!
      cut.problem = .malformedFeed(world, reason: "the document stops before its end")
      return cut
    }()
    let answer = try await headlines {
      $0.articleStore = .inMemory()
      $0.newsClient.fetchFeedUpdate = { _, _ in .changed(cut) }
      $0.storage = Fixtures.storage(subscribedTo: [world])
      $0.date.now = base
    }
    #expect(answer.list.headlines.map(\.title) == ["World two", "World one"])
    #expect(
      answer.list.failures == [
        FeedFailure(
          feed: world,
          message: "Malformed feed at \(world.absoluteString): the document stops before its end",
          wasReadInPart: true)
      ])
    #expect(!answer.everyFeedFailed)
  }

  /// Offline, the store is read and the network never is: the news client stays unimplemented.
  @Test func offlineReadsTheStoreOnly() async throws {
    let answer = try await headlines(HeadlinesRequest(offline: true, limit: 10)) {
      $0.articleStore = .inMemory([Fixtures.feeds[world]!], now: base)
      $0.storage = Fixtures.storage(subscribedTo: [world, tech])
      $0.date.now = base
    }
    #expect(answer.list.headlines.map(\.title) == ["World two", "World one"])
    #expect(answer.list.failures.map(\.feed) == [tech])
  }

  /// A filter is the store's: offline and after a refresh, only what it chooses is listed, in
  /// newsboat's grouping (`a or b and c` is `(a or b) and c`).
  @Test func aFilterListsOnlyWhatItChooses() async throws {
    let filter = try ArticleFilter(
      newsboat: #"title =~ "two$" or feedtitle = "Tech" and title !~ "^World""#)
    let offline = try await headlines(HeadlinesRequest(offline: true, limit: 10, filter: filter)) {
      $0.articleStore = .inMemory([Fixtures.feeds[world]!, Fixtures.feeds[tech]!], now: base)
      $0.storage = Fixtures.storage(subscribedTo: [world, tech])
      $0.date.now = base
    }
    #expect(offline.list.headlines.map(\.title) == ["Tech one"])
    let refreshed = try await headlines(HeadlinesRequest(limit: 10, filter: filter)) {
      $0.articleStore = .inMemory()
      $0.newsClient.fetchFeedUpdate = { url, _ in .changed(Fixtures.feeds[url]!) }
      $0.storage = Fixtures.storage(subscribedTo: [world, tech])
      $0.date.now = base
    }
    #expect(refreshed.list.headlines.map(\.title) == ["Tech one"])
  }

  /// Logged in, the list is the store as the sync left it; a feed with nothing stored is one the
  /// server counts read, not a failure.
  @Test func whileLoggedInTheListIsTheStoreAsTheSyncLeftIt() async throws {
    let storage = Fixtures.storage(subscribedTo: [])
    let server = SyncClient.sampleServer()
    try await Fixtures.logIn(storage, to: server)
    let answer = try await headlines {
      $0.storage = storage
      $0.syncClient = server
      $0.articleStore = .inMemory()
      $0.date.now = base
    }
    #expect(!answer.list.headlines.isEmpty)
    #expect(answer.list.headlines.allSatisfy { $0.number != nil })
    #expect(answer.list.failures.isEmpty)
    #expect(answer.feeds > 0)
  }

  /// A sync that fails is a warning, and the store is listed as it was.
  @Test func aSyncThatFailsIsAWarningAndTheStoreIsListed() async throws {
    let storage = Fixtures.storage(subscribedTo: [world])
    try await Fixtures.logIn(storage, to: .sampleServer())
    let refused = SyncClientError(server: Fixtures.serverURL, reason: .credentialsRefused)
    let answer = try await headlines {
      $0.storage = storage
      $0.articleStore = .inMemory([Fixtures.feeds[world]!], now: base)
      $0.syncClient.feeds = { _ in throw refused }
      $0.date.now = base
    }
    #expect(answer.list.headlines.map(\.title) == ["World two", "World one"])
    #expect(answer.warnings == ["\(refused); the stored headlines are shown"])
  }

  /// Nothing subscribed is an error the front end words; a feed named is read without storing
  /// anything or recording it as shown.
  @Test func namedFeedsAreReadOnceAndNothingSubscribedIsAnError() async throws {
    let storage = StorageClient.inMemory()
    await #expect(throws: SubscriptionError.noSubscriptions) {
      try await headlines { $0.storage = storage }
    }
    let answer = try await headlines(HeadlinesRequest(feeds: [world, world], limit: 10)) {
      $0.storage = storage
      $0.newsClient.fetchFeed = Fixtures.fetching(Fixtures.feeds)
    }
    #expect(answer.feeds == 1)
    #expect(answer.list.headlines.map(\.title) == ["World two", "World one"])
    #expect(answer.list.headlines.allSatisfy { $0.number == nil })
    #expect(answer.newIDs.count == 2)
    #expect(try await storage.load(.seenArticles) == nil, "nothing is recorded as shown")
  }

  /// Only what an earlier run did not show, up to the limit.
  @Test func onlyNewHeadlinesAreWhatNoEarlierRunShowed() async throws {
    let store = ArticleStoreClient.inMemory()
    let storage = Fixtures.storage(subscribedTo: [world, tech])
    let request = HeadlinesRequest(onlyNew: true, limit: 1)
    let run = { @Sendable () async throws -> HeadlinesAnswer in
      try await withDependencies {
        $0.articleStore = store
        $0.storage = storage
        $0.newsClient.fetchFeedUpdate = Fixtures.updating(Fixtures.feeds)
        $0.date.now = Fixtures.base
      } operation: {
        try await RefreshFeature().headlines(request)
      }
    }
    let first = try await run()
    #expect(first.list.headlines.map(\.title) == ["World two"])
    #expect(first.newIDs.count == 3)
    #expect(try await run().list.headlines.isEmpty)
  }
}
