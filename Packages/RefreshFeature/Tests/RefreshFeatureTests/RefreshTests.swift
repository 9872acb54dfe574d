import ArticleStoreClient
import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import NewsFeature
import RefreshFeature
import StorageClient
import SyncClient
import SyncFeature
import Testing

/// The one refresh: the choice of sync or fetch, the subscriptions it reads afresh, the progress
/// it reports and the outcome it returns, each test overriding only the endpoints its flow uses.
@Suite(.dependencies)
struct RefreshTests {
  let world = Fixtures.world
  let tech = Fixtures.tech
  let broken = Fixtures.broken

  /// With no feeds named, every subscription is fetched as saved now: one another process added
  /// since the last refresh is fetched too.
  @Test func aRefreshOfEverythingReadsTheSubscriptionsAfresh() async throws {
    let storage = Fixtures.storage(subscribedTo: [world])
    let store = ArticleStoreClient.inMemory()
    let asked = LockIsolated<[URL]>([])
    let refresh = { @Sendable () async throws -> RefreshOutcome in
      try await withDependencies {
        $0.storage = storage
        $0.articleStore = store
        $0.newsClient.fetchFeedUpdate = { url, revision in
          asked.withValue { $0.append(url) }
          return try await Fixtures.updating(Fixtures.feeds)(url, revision)
        }
        $0.date.now = Fixtures.base
      } operation: {
        try await RefreshFeature().refresh(retention: nil)
      }
    }
    #expect(try await refresh().subscriptions.map(\.url) == [world])
    #expect(asked.value == [world])

    try await storage.save(Fixtures.subscriptions([world, tech]), .subscriptions)
    let second = try await refresh()
    #expect(second.subscriptions.map(\.url) == [world, tech])
    #expect(Set(asked.value.dropFirst()) == [world, tech])
    #expect(try await store.counts().map(\.feed).contains(tech))
  }

  /// The progress counts the feeds, then tells each as it lands; the outcome counts what was
  /// stored and names what failed, in the order the feeds were asked for.
  @Test func aFetchReportsEachFeedAndSaysWhatItStored() async throws {
    let progress = LockIsolated<[String]>([])
    let outcome = try await withDependencies {
      $0.storage = Fixtures.storage(subscribedTo: [world, broken, tech])
      $0.articleStore = .inMemory()
      $0.newsClient.fetchFeedUpdate = Fixtures.updating(Fixtures.feeds)
      $0.date.now = Fixtures.base
    } operation: {
      try await RefreshFeature().refresh(retention: nil) { step in
        let text =
          switch step {
          case .syncing: "syncing"
          case .fetching(let feeds): "fetching \(feeds)"
          case .fetched(let feed, _): feed.host() ?? ""
          }
        progress.withValue { $0.append(text) }
      }
    }
    #expect(progress.value.first == "fetching 3")
    #expect(progress.value.count == 4)
    guard case .fetched(let report) = outcome.result else {
      Issue.record("expected a fetch, got \(outcome.result)")
      return
    }
    #expect(report.feeds == 3)
    #expect(report.inserted == 3)
    #expect(report.changedStore)
    #expect(report.failures.map(\.feed) == [broken])
    #expect(outcome.storeFailure == nil)
  }

  /// Logged in to a sync server, a refresh is a sync of everything, whichever feeds were asked
  /// for: no feed is fetched (the news client is left unimplemented), the server's feeds are the
  /// subscriptions, and the retention follows.
  @Test func whileLoggedInARefreshIsASyncAndTheRetentionFollows() async throws {
    let storage = Fixtures.storage(subscribedTo: [world])
    let server = SyncClient.sampleServer()
    try await Fixtures.logIn(storage, to: server)
    let store = ArticleStoreClient.inMemory()
    let retained = LockIsolated<[RetentionPolicy]>([])
    let syncing = LockIsolated(0)
    let outcome = try await withDependencies {
      $0.storage = storage
      $0.syncClient = server
      $0.articleStore = store
      $0.articleStore.applyRetention = { policy, now in
        retained.withValue { $0.append(policy) }
        return try await store.applyRetention(policy, now)
      }
      $0.date.now = Fixtures.base
    } operation: {
      try await RefreshFeature().refresh(feeds: [world], retention: .days(30)) { step in
        if case .syncing = step { syncing.withValue { $0 += 1 } }
      }
    }
    guard case .synced(let report) = outcome.result else {
      Issue.record("expected a sync, got \(outcome.result)")
      return
    }
    #expect(syncing.value == 1)
    #expect(report.newArticles > 0)
    let account = try await server.logIn(.fever, Fixtures.serverURL, "reader@example.org", "x")
    #expect(
      outcome.subscriptions.map(\.url) == (try await server.feeds(account)).map(\.url))
    #expect(retained.value == [.days(30)])
  }

  /// A sync that fails says why and what waits; nothing is fetched in its place.
  @Test func aSyncThatFailsIsTheOutcome() async throws {
    let storage = Fixtures.storage(subscribedTo: [world])
    try await Fixtures.logIn(storage, to: .sampleServer())
    let refused = SyncClientError(server: Fixtures.serverURL, reason: .credentialsRefused)
    let outcome = try await withDependencies {
      $0.storage = storage
      $0.articleStore.pendingMarks = { [PendingMark(id: 1, remoteID: "7", mark: .read)] }
      $0.syncClient.mark = { _, _, _ in throw refused }
    } operation: {
      try await RefreshFeature().refresh(retention: .days(30))
    }
    #expect(
      outcome.result
        == .syncFailed(SyncFailure(description: "\(refused)", waitingMarks: 1)))
    #expect(outcome.subscriptions.map(\.url) == [world])
  }

  /// A newcomer with nothing subscribed, and no account, refreshes nothing and touches nothing:
  /// the store's test value would fail the test if it were asked.
  @Test func withNothingSubscribedNothingIsTouched() async throws {
    let outcome = try await withDependencies {
      $0.storage = .inMemory()
    } operation: {
      try await RefreshFeature().refresh(retention: .days(30))
    }
    #expect(outcome == RefreshOutcome(subscriptions: [], result: .fetched(FetchReport(feeds: 0))))
  }

  /// A store that cannot be read before the fetch stops it: nothing is fetched, and the outcome
  /// says why.
  @Test func aStoreThatCannotBeReadFetchesNothing() async throws {
    struct Damaged: Error, CustomStringConvertible {
      var description: String { "The article store /data/articles.sqlite is damaged" }
    }
    let outcome = try await withDependencies {
      $0.storage = Fixtures.storage(subscribedTo: [world])
      $0.articleStore.articles = { _ in throw Damaged() }
    } operation: {
      try await RefreshFeature().refresh(retention: nil)
    }
    #expect(outcome.storeFailure == .unreadable(Damaged().description))
    #expect(outcome.result == .fetched(FetchReport(feeds: 1)))
  }

  /// Retention runs after the save, and its failure is the store's, in the outcome.
  @Test func retentionRunsAfterTheSaveAndItsFailureIsTheOutcomes() async throws {
    let store = ArticleStoreClient.inMemory()
    let disk = ArticleStoreError.diskFull(database: "/data/articles.sqlite")
    _ = try await withDependencies {
      $0.articleStore = store
      $0.storage = Fixtures.storage(subscribedTo: [world])
      $0.newsClient.fetchFeedUpdate = Fixtures.updating(Fixtures.feeds)
      $0.date.now = Fixtures.base
    } operation: {
      try await RefreshFeature().refresh(
        retention: RetentionPolicy(newestPerFeed: 1, dropsUnread: true))
    }
    #expect(try await store.articles(ArticleQuery()).map(\.article.title) == ["World two"])

    let failed = try await withDependencies {
      $0.articleStore = store
      $0.articleStore.applyRetention = { _, _ in throw disk }
      $0.storage = Fixtures.storage(subscribedTo: [world])
      $0.newsClient.fetchFeedUpdate = Fixtures.updating(Fixtures.feeds)
      $0.date.now = Fixtures.base
    } operation: {
      try await RefreshFeature().refresh(retention: .days(1))
    }
    #expect(failed.storeFailure == .retentionFailed(disk.description))
  }
}
