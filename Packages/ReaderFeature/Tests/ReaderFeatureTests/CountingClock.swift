import Clocks
import ConcurrencyExtras

/// A test clock that counts who is sleeping on it, so a test advances time only once every task
/// it expects is asleep: advancing earlier would leave a late sleeper with a deadline past the
/// end of the test, and the test would wait for it forever.
final class CountingClock: Clock, Sendable {
  typealias Duration = Swift.Duration
  typealias Instant = TestClock<Duration>.Instant

  let base = TestClock()
  private let sleepers = LockIsolated(0)

  var now: Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    sleepers.withValue { $0 += 1 }
    defer { sleepers.withValue { $0 -= 1 } }
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  /// Waits, in real time and for at most about two seconds, until `count` tasks sleep here.
  func waitForSleepers(_ count: Int) async {
    for _ in 0..<2_000 where sleepers.value < count {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  /// Advances once `sleepers` tasks sleep here.
  func advance(by duration: Duration, afterSleepers count: Int) async {
    await waitForSleepers(count)
    await base.advance(by: duration)
  }
}
