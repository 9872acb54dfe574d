import ArticleStoreClient
import Clocks
import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import NewsFeature
import StorageClient
import Testing

@testable import RefreshFeature

/// A watch, poll by poll: each is the one refresh, so it stores what arrives, and what it reports
/// is what the store got since the poll before, whoever stored it.
@Suite(.dependencies)
struct WatchTests {
  let world = Fixtures.world
  let tech = Fixtures.tech

  /// The store, the subscriptions and the feeds served, which a test changes between polls, and
  /// the moment the `date` dependency says it is.
  final class World: Sendable {
    let store = ArticleStoreClient.inMemory()
    let storage: StorageClient
    let served: LockIsolated<[URL: Feed]>
    let now = LockIsolated(Fixtures.base)

    init(subscribedTo urls: [URL], serving feeds: [URL: Feed]) {
      storage = Fixtures.storage(subscribedTo: urls)
      served = LockIsolated(feeds)
    }

    func dependencies(_ values: inout DependencyValues) {
      values.articleStore = store
      values.storage = storage
      values.newsClient.fetchFeedUpdate = { url, revision in
        try await Fixtures.updating(self.served.value)(url, revision)
      }
      values.date = DateGenerator { self.now.value }
    }

    /// Runs `polls`' next poll in this world, `minutes` after the one before.
    func poll(_ polls: inout WatchPolls, minutesLater minutes: Double = 5) async throws
      -> WatchUpdate
    {
      now.withValue { $0.addTimeInterval(minutes * 60) }
      var copy = polls
      let update = try await withDependencies(dependencies) {
        try await copy.next()
      }
      polls = copy
      return update
    }

    func polls(limit: Int = 10) -> WatchPolls {
      withDependencies(dependencies) {
        WatchPolls(refresh: RefreshFeature(), limit: limit, retention: nil)
      }
    }

    func add(_ article: Article, to feed: URL) {
      served.withValue { $0[feed]?.articles.insert(article, at: 0) }
    }
  }

  @Test func theFirstPollShowsTheNewestThenOnlyWhatArrives() async throws {
    let world = World(subscribedTo: [world, tech], serving: Fixtures.feeds)
    var polls = world.polls(limit: 2)
    let first = try await world.poll(&polls)
    #expect(first.isFirst)
    #expect(first.headlines.map(\.title) == ["World two", "Tech one"])

    let quiet = try await world.poll(&polls)
    #expect(!quiet.isFirst)
    #expect(quiet.headlines.isEmpty, "nothing new: what the first poll stored is not news")

    world.add(Article(guid: Article.GUID("w3"), title: "World three"), to: self.world)
    let news = try await world.poll(&polls)
    #expect(news.headlines.map(\.title) == ["World three"])
    #expect(news.headlines.allSatisfy { $0.number != nil }, "stored, as every refresh stores")
    #expect(try await world.store.counts().map(\.total).reduce(0, +) == 4)
  }

  /// What another process stores between polls (a `read` refreshing the same store) is news to
  /// the watch, once.
  @Test func whatAnotherProcessStoredIsReportedOnce() async throws {
    let world = World(subscribedTo: [self.world, tech], serving: Fixtures.feeds)
    var polls = world.polls()
    _ = try await world.poll(&polls)
    world.now.withValue { $0.addTimeInterval(60) }
    _ = try await world.store.save(
      Fixtures.feed(tech, "Tech", [Article(guid: Article.GUID("t9"), title: "Saved elsewhere")]),
      world.now.value)
    let next = try await world.poll(&polls)
    #expect(next.headlines.map(\.title) == ["Saved elsewhere"])
    #expect(try await world.poll(&polls).headlines.isEmpty)
  }

  /// A subscription added while the watch runs is watched from the next poll on.
  @Test func aSubscriptionAddedMeanwhileIsWatched() async throws {
    let world = World(subscribedTo: [self.world], serving: Fixtures.feeds)
    var polls = world.polls()
    #expect(try await world.poll(&polls).headlines.map(\.title) == ["World two", "World one"])
    try await world.storage.save(Fixtures.subscriptions([self.world, tech]), .subscriptions)
    #expect(try await world.poll(&polls).headlines.map(\.title) == ["Tech one"])
  }

  @Test func aFeedThatStaysDownIsReportedOnce() async throws {
    let world = World(subscribedTo: [self.world, Fixtures.broken], serving: Fixtures.feeds)
    var polls = world.polls()
    let first = try await world.poll(&polls)
    #expect(first.failures.map(\.feed) == [Fixtures.broken])
    #expect(try await world.poll(&polls).failures.isEmpty)
    world.served.withValue {
      $0[Fixtures.broken] = Fixtures.feed(Fixtures.broken, "Back", [])
    }
    _ = try await world.poll(&polls)
    world.served.withValue { $0[Fixtures.broken] = nil }
    #expect(try await world.poll(&polls).failures.map(\.feed) == [Fixtures.broken])
  }

  /// A disk that fills up during a poll kept the feeds saved before it did, and the warning says
  /// so rather than that nothing arrived was stored.
  @Test func aStoreThatFillsUpPartWaySaysWhatItKept() async throws {
    let world = World(subscribedTo: [self.world, tech], serving: Fixtures.feeds)
    let disk = ArticleStoreError.diskFull(database: "/data/articles.sqlite")
    let saved = self.world
    var polls = world.polls()
    let update = try await withDependencies {
      world.dependencies(&$0)
      $0.articleStore.save = { feed, now in
        guard feed.url == saved else { throw disk }
        return try await world.store.save(feed, now)
      }
    } operation: {
      try await polls.next()
    }
    #expect(
      update.warnings == [
        "\(disk); 2 new articles from 1 feed were stored, but 1 feed was not"
      ])
    #expect(try await world.store.counts().map(\.total) == [2])
  }

  @Test func nothingToWatchIsAnError() async throws {
    let world = World(subscribedTo: [], serving: [:])
    var polls = world.polls()
    await #expect(throws: SubscriptionError.noSubscriptions) {
      try await world.poll(&polls)
    }
  }

  /// The loop polls again after each interval and reports only polls with something to say:
  /// on an immediate clock it runs until the third update cancels it.
  @Test func theWatchPollsUntilCancelledAndReportsOnlyNews() async throws {
    let served = LockIsolated(0)
    let updates = LockIsolated<[WatchUpdate]>([])
    let watching = Task {
      try await withDependencies {
        $0.continuousClock = ImmediateClock()
        $0.articleStore = .inMemory()
        $0.storage = Fixtures.storage(subscribedTo: [world])
        $0.date.now = Fixtures.base
        $0.newsClient.fetchFeedUpdate = { url, _ in
          // Stories 0, then 0 and 1 twice, then 0 to 2: the third poll has nothing to say.
          let count = served.withValue { count in
            count += 1
            return count
          }
          let stories = (0...(count / 2)).map {
            Article(guid: Article.GUID("s\($0)"), title: "Story \($0)")
          }
          return .changed(Fixtures.feed(url, "World", stories))
        }
      } operation: {
        try await RefreshFeature().watch(every: .seconds(60), limit: 5, retention: nil) { update in
          let count = updates.withValue { updates in
            updates.append(update)
            return updates.count
          }
          if count == 3 { withUnsafeCurrentTask { $0?.cancel() } }
        }
      }
    }
    await #expect(throws: CancellationError.self) { try await watching.value }
    #expect(
      updates.value.map { $0.headlines.map(\.title) } == [["Story 0"], ["Story 1"], ["Story 2"]])
    #expect(served.value == 4, "the quiet third poll was not reported")
  }
}
