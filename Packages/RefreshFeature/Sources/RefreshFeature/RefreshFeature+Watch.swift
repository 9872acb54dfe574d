import ArticleStoreClient
import Dependencies
import Foundation
import NewsFeature

extension RefreshFeature {
  /// `watch`: the one refresh every `interval` on the `continuousClock` dependency, storing,
  /// syncing and applying `retention` as every refresh does, and reporting what is new
  /// (``WatchPolls``) until the calling task is cancelled.
  ///
  /// A poll with nothing to say, no headline, failure or warning, is not reported, but for the
  /// first. Throws ``NewsFeature/SubscriptionError/noSubscriptions`` when the first poll finds
  /// nothing to watch, and what reading the subscriptions throws.
  ///
  /// The clock is a dependency so tests drive a watch with a test clock and never really wait.
  public func watch(
    every interval: Duration, limit: Int, retention: RetentionPolicy?,
    onUpdate: @Sendable (WatchUpdate) async -> Void
  ) async throws {
    @Dependency(\.continuousClock) var clock
    var polls = WatchPolls(refresh: self, limit: limit, retention: retention)
    while true {
      try Task.checkCancellation()
      let update = try await polls.next()
      if update.isFirst || !update.headlines.isEmpty || !update.failures.isEmpty
        || !update.warnings.isEmpty
      {
        await onUpdate(update)
      }
      try await clock.sleep(for: interval)
    }
  }
}

/// A watch, one poll at a time, and what it remembers between polls.
///
/// The first poll reports the newest `limit` headlines. Each later one reports what the store
/// first saw since the poll before began, whichever process stored it (a `read` open beside the
/// watch refreshes the same store), less what was reported already. The subscriptions are read
/// afresh on every poll, so a feed subscribed meanwhile is watched too.
struct WatchPolls {
  let refresh: RefreshFeature
  let limit: Int
  let retention: RetentionPolicy?
  /// The store's numbers of every headline reported: what arrived since the poll before began
  /// may include what that poll reported.
  private var reported = Set<Int64>()
  private var previousPoll: Date?
  private var failing = Set<URL>()
  private var warned: [String] = []

  init(refresh: RefreshFeature, limit: Int, retention: RetentionPolicy?) {
    self.refresh = refresh
    self.limit = limit
    self.retention = retention
  }

  /// Refreshes, then says what is new. Failures and warnings are said when they change, so a feed
  /// that stays down does not repeat its warning every interval.
  mutating func next() async throws -> WatchUpdate {
    let started = refresh.now
    let outcome = try await refresh.refresh(retention: retention)
    let isFirst = previousPoll == nil
    guard !isFirst || !outcome.subscriptions.isEmpty else {
      throw SubscriptionError.noSubscriptions
    }
    var warnings = Self.warnings(of: outcome)
    var headlines: [Headline] = []
    do {
      headlines = try await newHeadlines(of: outcome.subscriptions, startedAt: started)
    } catch let error where !(error is CancellationError) {
      warnings.append(String(describing: error))
    }
    var failures: [FeedFailure] = []
    if case .fetched(let report) = outcome.result { failures = report.failures }
    let nowFailing = Set(failures.map(\.feed))
    defer {
      failing = nowFailing
      warned = warnings
      previousPoll = started
    }
    return WatchUpdate(
      headlines: headlines, failures: nowFailing == failing ? [] : failures,
      warnings: warnings == warned ? [] : warnings, isFirst: isFirst)
  }

  /// On the first poll, the newest `limit` headlines, with everything the poll stored counted as
  /// reported; afterwards what the store first saw since the poll before began and was not
  /// reported yet.
  private mutating func newHeadlines(of subscriptions: [Subscription], startedAt started: Date)
    async throws -> [Headline]
  {
    guard !subscriptions.isEmpty else { return [] }
    let stored = StoredHeadlinesFeature()
    let arrived = try await stored.list(
      subscriptions, limit: .max, summaries: false, firstStoredSince: previousPoll ?? started)
    let new = arrived.filter { $0.number.map { !reported.contains($0) } ?? false }
    reported.formUnion(new.compactMap(\.number))
    guard previousPoll == nil else { return new }
    let newest = try await stored.list(subscriptions, limit: limit, summaries: false)
    reported.formUnion(newest.compactMap(\.number))
    return newest
  }

  /// The outcome's troubles beside the feeds', in words.
  private static func warnings(of outcome: RefreshOutcome) -> [String] {
    var warnings: [String] = []
    if case .syncFailed(let failure) = outcome.result { warnings.append(failure.message) }
    if let failure = outcome.storeFailure {
      warnings.append("\(failure.message); \(failure.whatWasStored(outcome.result.fetchReport))")
    }
    if let problem = outcome.subscriptionsProblem { warnings.append(problem.description) }
    return warnings
  }
}
