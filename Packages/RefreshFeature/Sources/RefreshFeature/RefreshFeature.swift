import ArticleStoreClient
import Dependencies
import Foundation
import NewsClient
import NewsFeature
import SyncFeature
import TerminalClient

/// The one refresh, which `headlines`, `watch` and the reader all run: while the user is logged
/// in to a sync server, a sync of everything, which makes the server's feeds the subscriptions;
/// else a fetch of the feeds (``FeedRefresher``); then the retention.
///
/// The use cases built on it sit beside it: the headlines (``headlines(_:)``), a watch
/// (``watch(every:limit:retention:onUpdate:)``) and what the reader opens on
/// (``readerOpening(refreshes:retention:progress:)``). The front ends translate their arguments
/// into these calls and the outcomes into words, and decide nothing themselves.
public struct RefreshFeature: Sendable {
  @Dependency(\.articleStore) var store
  @Dependency(\.date.now) var now
  @Dependency(\.refreshNotification) var notification
  @Dependency(\.terminal) var terminal

  public init() {}

  /// Brings the store up to date and says what happened.
  ///
  /// Logged in to a sync server, it syncs everything, whichever `feeds` were asked for: the
  /// server decides the feeds and the marks. Otherwise it fetches `feeds` or, when nil, every
  /// subscription as saved now, so that one another process added meanwhile is refreshed too.
  /// A store that was empty before a fetch, as it is after an upgrade from the reading history
  /// alone, then gets every article the history says was shown marked read, so an upgrade does
  /// not turn thousands of seen articles unread. The retention follows either.
  ///
  /// `progress` hears of each step as it happens: the sync, or how many feeds are fetched and
  /// each feed's outcome as it lands. A feed's failure, the sync's and the store's are in the
  /// outcome, never thrown: only subscriptions that cannot be read at all are thrown.
  ///
  /// When the configuration asks for a notification (``RefreshNotification``), its program is
  /// started once the store is up to date, if the refresh brought new articles.
  public func refresh(
    feeds: [URL]? = nil, retention: RetentionPolicy?,
    progress: @Sendable (RefreshProgress) -> Void = { _ in }
  ) async throws -> RefreshOutcome {
    try await refresh(feeds: feeds, retention: retention, progress: progress) { _ in nil }.outcome
  }

  /// ``refresh(feeds:retention:progress:)``, reading a list of the subscriptions beside the
  /// fetch, once they are known: most refreshes change nothing, and such a refresh then shows
  /// that list as soon as the last feed answers, rather than reading it again. No list is read
  /// beside a sync.
  func refresh(
    feeds: [URL]?, retention: RetentionPolicy?, progress: @Sendable (RefreshProgress) -> Void,
    listingMeanwhile: @escaping @Sendable ([Subscription]) async -> [Headline]?
  ) async throws -> (outcome: RefreshOutcome, listedMeanwhile: [Headline]?) {
    let countsBefore = notification == nil ? [] : (try? await store.counts()) ?? []
    let refreshed = try await refreshWithoutNotifying(
      feeds: feeds, retention: retention, progress: progress, listingMeanwhile: listingMeanwhile)
    if let notification {
      await notify(notification, before: countsBefore, outcome: refreshed.outcome)
    }
    return refreshed
  }

  private func refreshWithoutNotifying(
    feeds: [URL]?, retention: RetentionPolicy?, progress: @Sendable (RefreshProgress) -> Void,
    listingMeanwhile: @escaping @Sendable ([Subscription]) async -> [Headline]?
  ) async throws -> (outcome: RefreshOutcome, listedMeanwhile: [Headline]?) {
    let synced = await SyncFeature().sync { progress(.syncing) }
    let subscriptions = try await SubscriptionsFeature().load()
    var outcome = RefreshOutcome(
      subscriptions: subscriptions.value, subscriptionsProblem: subscriptions.problem,
      result: .fetched(FetchReport(feeds: 0)))
    switch synced {
    case .synced(let report):
      outcome.result = .synced(report)
      outcome.storeFailure = await applying(retention)
      return (outcome, nil)
    case .failed(let failure):
      outcome.result = .syncFailed(failure)
      return (outcome, nil)
    case .notLoggedIn:
      let feeds = feeds ?? subscriptions.value.map(\.url)
      async let listed = feeds.isEmpty ? nil : listingMeanwhile(subscriptions.value)
      let (report, storeFailure) = await fetch(feeds, retention: retention, progress: progress)
      outcome.result = .fetched(report)
      outcome.storeFailure = storeFailure
      return (outcome, await listed)
    }
  }

  /// Fetches `feeds` into the store, reporting each as it lands, then applies `retention` and the
  /// upgrade. Asking for no feed touches nothing, not even the store, so a newcomer with no
  /// subscriptions gets no database file.
  private func fetch(
    _ feeds: [URL], retention: RetentionPolicy?, progress: @Sendable (RefreshProgress) -> Void
  ) async -> (FetchReport, StoreFailure?) {
    var report = FetchReport(feeds: feeds.count)
    guard !feeds.isEmpty else { return (report, nil) }
    progress(.fetching(feeds: feeds.count))
    let wasEmpty: Bool
    do {
      // One article, through the date index: counting every feed's articles would cost the
      // refresh a scan of the store before the first feed is asked for.
      wasEmpty = try await store.articles(ArticleQuery(limit: 1, includesSummaries: false)).isEmpty
    } catch {
      return (report, Self.failure(error, as: StoreFailure.unreadable))
    }
    var fetchFailures: [URL: FeedFailure] = [:]
    var storeFailure: StoreFailure?
    do {
      report.changedStore = try await FeedRefresher().refresh(feeds, retention: retention) {
        feed, outcome in
        progress(.fetched(feed, outcome))
        switch outcome {
        case .saved(let saved, let problem):
          report.inserted += saved.inserted
          report.savedFeeds += 1
          if let problem {
            fetchFailures[feed] = FeedFailure(feed: feed, error: problem, wasReadInPart: true)
          }
        case .fetchFailed(let error):
          fetchFailures[feed] = FeedFailure(feed: feed, error: error)
        case .saveFailed(let error):
          report.unsavedFeeds += 1
          storeFailure = storeFailure ?? Self.failure(error, as: StoreFailure.notSaved)
        case .unchanged:
          break
        }
      }
    } catch {
      storeFailure = storeFailure ?? Self.failure(error, as: StoreFailure.retentionFailed)
    }
    report.failures = feeds.compactMap { fetchFailures[$0] }
    if wasEmpty, storeFailure == nil {
      do {
        if try await markShownArticlesRead(of: feeds) > 0 { report.changedStore = true }
      } catch {
        storeFailure = Self.failure(error, as: StoreFailure.notSaved)
      }
    }
    return (report, storeFailure)
  }

  /// The upgrade: every stored article of `feeds` that the reading history says was shown is
  /// marked read. Returns how many were.
  private func markShownArticlesRead(of feeds: [URL]) async throws -> Int {
    let shown = await ReadingHistory().shown()
    guard !shown.isEmpty else { return 0 }
    let stored = try await store.articles(
      ArticleQuery(feeds: feeds, limit: Int.max, includesSummaries: false))
    let numbers = stored.filter { shown.contains(Headline.identity(of: $0.article, in: $0.feed)) }
      .map(\.id)
    guard !numbers.isEmpty else { return 0 }
    return try await store.setRead(.articles(numbers), true)
  }

  /// Starts the notifier with the message the refresh makes, if it makes one. The notifier runs
  /// beside the caller and its end is not awaited, as newsboat does not await it; that it could
  /// not start, or a store that cannot be counted, costs the refresh nothing.
  private func notify(
    _ notification: RefreshNotification, before: [FeedCounts], outcome: RefreshOutcome
  ) async {
    let newArticles: Int
    switch outcome.result {
    case .fetched(let report): newArticles = report.inserted
    case .synced(let report): newArticles = report.newArticles
    case .syncFailed: newArticles = 0
    }
    guard let after = try? await store.counts(),
      let message = notification.message(before: before, after: after, newArticles: newArticles)
    else { return }
    try? await terminal.run(
      ExternalCommand(
        template: notification.program, subject: .arguments([message]), handsOverTerminal: false))
  }

  /// Applies `retention` after a sync, which does not apply it itself.
  private func applying(_ retention: RetentionPolicy?) async -> StoreFailure? {
    guard let retention else { return nil }
    do {
      _ = try await store.applyRetention(retention, now)
      return nil
    } catch {
      return Self.failure(error, as: StoreFailure.retentionFailed)
    }
  }

  /// The store's failure, unless it is the caller's own cancellation, which is no failure of the
  /// store and is not worth a word.
  private static func failure(_ error: any Error, as kind: (String) -> StoreFailure)
    -> StoreFailure?
  {
    error is CancellationError ? nil : kind(String(describing: error))
  }
}
