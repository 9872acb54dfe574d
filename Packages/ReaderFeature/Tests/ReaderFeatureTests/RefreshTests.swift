import ArticleStoreClient
import Foundation
import NewsFeature
import QueryCore
import ReaderFeature
import SyncFeature
import TerminalClient
import Testing

/// Refreshing in the background: the reducer's side, progress and failures on the status line.
struct RefreshTests {
  let world = Fixtures.world
  let tech = Fixtures.tech
  let radio = Fixtures.radio

  @Test func aFullRefreshCountsUpNamesFailedFeedsAndReloadsWhatIsShown() {
    var harness = ReducerHarness(.worldListed())
    harness.send(.key(.character("R")), effects: [.refresh(nil)]) {
      $0.refresh = RefreshStatus(total: 3)
    }
    harness.send(.key(.character("j"))) { $0.list(1) { $0.position.selected = 1 } }
    harness.send(.feedRefreshed(FeedRefreshResult(feed: tech, inserted: 0))) {
      $0.refresh?.completed = 1
    }
    let failure = ReaderFailure("HTTP status 404 from https://radio.example.org/news.xml")
    harness.send(.feedRefreshed(FeedRefreshResult(feed: radio, failure: failure))) {
      $0.refresh?.completed = 2
      $0.refresh?.failures = [failure]
      $0.failures[radio] = failure.message
      $0.feeds[3].failure = failure.message
      $0.logged("Radio", failure.message)
    }
    // The open list is read again as its feed lands, not when the slowest feed is done.
    harness.send(
      .feedRefreshed(FeedRefreshResult(feed: world, inserted: 2)),
      effects: [
        .loadFeeds,
        .loadArticles(
          .feed(world), ArticleQuery(feeds: [world], limit: 1_000, includesSummaries: false)),
      ]
    ) {
      $0.refresh?.completed = 3
      $0.refresh?.inserted = 2
    }
    harness.send(
      .refreshFinished(),
      effects: [
        .loadFeeds,
        .loadArticles(
          .feed(world), ArticleQuery(feeds: [world], limit: 1_000, includesSummaries: false)),
      ]
    ) {
      $0.refresh = nil
      $0.message = .refreshed(
        feeds: 3, newArticles: 2, failures: [failure], refreshFailure: nil)
    }
  }

  /// Logged in to a sync server, the refresh is a sync: no feed is counted, the status line says
  /// it syncs, and everything shown is read again when it ends, as after a refresh.
  @Test func aSyncStandsForTheRefreshAndSaysWhatItDid() {
    var harness = ReducerHarness(.worldListed())
    harness.send(.key(.character("R")), effects: [.refresh(nil)]) {
      $0.refresh = RefreshStatus(total: 3)
    }
    harness.send(.syncStarted) { $0.refresh?.isSync = true }
    #expect(
      ScreenScenarios.render(harness.state).text.split(separator: "\n").last
        == "Syncing with the server…")
    let reload: [ReaderEffect] = [
      .loadFeeds,
      .loadArticles(
        .feed(world), ArticleQuery(feeds: [world], limit: 1_000, includesSummaries: false)),
    ]
    harness.send(
      .syncFinished(.success(SyncReport(sentMarks: 2, feeds: 3, newArticles: 12))),
      effects: reload
    ) {
      $0.refresh = nil
      $0.message = .synced(SyncReport(sentMarks: 2, feeds: 3, newArticles: 12))
    }

    harness.send(.key(.character("R")), effects: [.refresh(nil)]) {
      $0.refresh = RefreshStatus(total: 3)
      $0.message = nil
    }
    harness.send(.syncStarted) { $0.refresh?.isSync = true }
    let down = ReaderFailure("Could not connect to the sync server at https://rss.example.org/")
    harness.send(.syncFinished(.failure(down)), effects: reload) {
      $0.refresh = nil
      $0.message = .syncFailed(down)
      $0.logged("The sync", down.message)
    }
  }

  /// `R` refreshes the subscriptions as saved now: one another process added while the reader
  /// runs is counted, fetched and shown in the feeds' list when the refresh ends.
  @Test func rShowsASubscriptionAddedWhileTheReaderRuns() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("R")), effects: [.refresh(nil)]) {
      $0.refresh = RefreshStatus(total: 3)
    }
    harness.send(.fetchStarted(feeds: 4)) { $0.refresh?.total = 4 }
    let added = URL(string: "https://added.example.org/feed.xml")!
    let subscriptions = Fixtures.subscriptions + [Subscription(url: added, title: "Added")]
    harness.send(.feedRefreshed(FeedRefreshResult(feed: added, inserted: 2)), effects: [.loadFeeds])
    {
      $0.refresh?.completed = 1
      $0.refresh?.inserted = 2
    }
    harness.send(.subscriptionsChanged(subscriptions)) { $0.subscriptions = subscriptions }
    harness.send(.refreshFinished(), effects: [.loadFeeds]) {
      $0.refresh = nil
      $0.message = .refreshed(feeds: 4, newArticles: 2, failures: [], refreshFailure: nil)
    }
    let counts = Fixtures.counts + [FeedCounts(feed: added, title: "Added", unread: 2, total: 2)]
    _ = harness.reducer.reduce(&harness.state, .feedsLoaded(.success(counts)))
    #expect(harness.state.feeds.compactMap(\.feed).contains(added))
    #expect(ScreenScenarios.render(harness.state).text.contains("Added"))
  }

  /// After a sync, a store that could not apply the retention says so in place of the report.
  @Test func aSyncWhoseRetentionFailedSaysSo() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("R")), effects: [.refresh(nil)]) {
      $0.refresh = RefreshStatus(total: 3)
    }
    let disk = ReaderFailure("The article database /data/articles.sqlite is full")
    harness.send(
      .syncFinished(.success(SyncReport(feeds: 3)), storeFailure: disk), effects: [.loadFeeds]
    ) {
      $0.refresh = nil
      $0.message = .failed(disk)
      $0.logged("The store, after the sync", disk.message)
    }
  }

  @Test func aListOfEveryFeedIsReadAgainAsEachFeedLandsButASearchIsNot() {
    var harness = ReducerHarness(.loaded())
    harness.send(
      .key(.enter),
      effects: [
        .loadArticles(
          .allFeeds,
          ArticleQuery(feeds: [world, tech, radio], limit: 1_000, includesSummaries: false))
      ]
    ) {
      $0.pages.append(.articles(ArticleListPage(scope: .allFeeds)))
    }
    harness.send(.key(.character("R")), effects: [.refresh(nil)]) {
      $0.refresh = RefreshStatus(total: 3)
    }
    harness.send(
      .feedRefreshed(FeedRefreshResult(feed: tech, inserted: 1)),
      effects: [
        .loadFeeds,
        .loadArticles(
          .allFeeds,
          ArticleQuery(feeds: [world, tech, radio], limit: 1_000, includesSummaries: false)),
      ]
    ) {
      $0.refresh?.completed = 1
      $0.refresh?.inserted = 1
    }
    harness.send(.key(.character("/"))) { $0.searchInput = "" }
    for character in "talks" {
      harness.send(.key(.character(character))) { $0.searchInput?.append(character) }
    }
    harness.send(.key(.enter), effects: [.search("talks", .word("talks"), tags: [:], limit: 200)]) {
      $0.searchInput = nil
      $0.pages.append(.articles(ArticleListPage(scope: .search("talks", .word("talks")))))
    }
    harness.send(
      .feedRefreshed(FeedRefreshResult(feed: world, inserted: 2)),
      effects: [
        .loadFeeds,
        .loadArticles(
          .allFeeds,
          ArticleQuery(feeds: [world, tech, radio], limit: 1_000, includesSummaries: false)),
      ]
    ) {
      $0.refresh?.completed = 2
      $0.refresh?.inserted = 3
    }
  }

  @Test func aFailedFeedIsMarkedUntilItsNextRefreshSucceeds() {
    var state = ReaderState.loaded()
    state.refresh = RefreshStatus(total: 1)
    state.failures[radio] = "Timed out"
    state.feeds[3].failure = "Timed out"
    var harness = ReducerHarness(state)
    harness.send(.feedRefreshed(FeedRefreshResult(feed: radio))) {
      $0.refresh?.completed = 1
      $0.failures[radio] = nil
      $0.feeds[3].failure = nil
    }
    harness.send(.refreshFinished(), effects: [.loadFeeds]) {
      $0.refresh = nil
      $0.message = .refreshed(feeds: 1, newArticles: 0, failures: [], refreshFailure: nil)
    }
  }

  @Test func rRefreshesTheFeedInViewAndASecondRefreshWaitsForTheFirst() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("r")), effects: [.refresh(nil)]) {
      $0.refresh = RefreshStatus(total: 3)
    }
    harness.send(.key(.character("j"))) { $0.pages = [.feeds(ListPosition(selected: 1))] }
    harness.send(.key(.character("r"))) {
      $0.message = .refreshAlreadyRunning
    }
  }

  @Test func rInAFeedsArticlesRefreshesThatFeed() {
    var harness = ReducerHarness(.worldListed())
    harness.send(.key(.character("r")), effects: [.refresh([world])]) {
      $0.refresh = RefreshStatus(total: 1)
    }
  }

  @Test func withoutSubscriptionsThereIsNothingToRefresh() {
    var harness = ReducerHarness(subscriptions: [])
    harness.send(.key(.character("R"))) {
      $0.message = .nothingToRefresh
    }
  }

  @Test func theRetentionPolicyTravelsWithTheRefreshAndItsFailureIsShown() {
    let retention = RetentionPolicy.days(30)
    var harness = ReducerHarness(.loaded(options: ReaderOptions(retention: retention)))
    harness.send(
      .key(.character("R")), effects: [.refresh(nil, retention: retention)]
    ) {
      $0.refresh = RefreshStatus(total: 3)
    }
    for feed in [world, tech, radio] {
      harness.send(.feedRefreshed(FeedRefreshResult(feed: feed))) { $0.refresh?.completed += 1 }
    }
    let failure = ReaderFailure("The article database /data/articles.sqlite failed: disk I/O error")
    harness.send(.refreshFinished(failure: failure), effects: [.loadFeeds]) {
      $0.refresh = nil
      $0.message = .refreshed(
        feeds: 3, newArticles: 0, failures: [], refreshFailure: failure)
      $0.logged("The refresh", failure.message)
    }
  }

  @Test func newsOfARefreshThatIsNotRunningIsIgnored() {
    var harness = ReducerHarness(.loaded())
    harness.send(.feedRefreshed(FeedRefreshResult(feed: world, inserted: 1)))
    harness.send(.refreshFinished())
  }
}
