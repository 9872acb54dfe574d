import Dependencies
import Foundation
import NewsClient

extension HeadlinesFeature {
  /// Polls the subscriptions every `interval` on the `continuousClock` dependency and reports what
  /// is new, until the calling task is cancelled.
  ///
  /// The clock is a dependency so tests drive a watch with a test clock and never really wait.
  /// Failures are reported when the set of failing feeds changes, not on every poll, so a feed
  /// that stays down does not repeat its warning every interval.
  public func watch(
    _ subscriptions: [Subscription],
    every interval: Duration,
    onUpdate: @Sendable (WatchUpdate) async -> Void
  ) async throws {
    @Dependency(\.continuousClock) var clock
    var seen = Set<String>()
    var failing = Set<URL>()
    var isFirst = true
    while true {
      try Task.checkCancellation()
      let list = await refresh(subscriptions, cachePolicy: .revalidate)
      let new = list.headlines.filter { seen.insert($0.id).inserted }
      let nowFailing = Set(list.failures.map(\.feed))
      let failures = nowFailing == failing ? [] : list.failures
      failing = nowFailing
      if isFirst || !new.isEmpty || !failures.isEmpty {
        await onUpdate(WatchUpdate(headlines: new, failures: failures, isFirst: isFirst))
      }
      isFirst = false
      try await clock.sleep(for: interval)
    }
  }
}
