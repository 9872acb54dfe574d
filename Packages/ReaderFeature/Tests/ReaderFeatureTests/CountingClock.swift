import Clocks
import ConcurrencyExtras
import TestSupport

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

  /// Waits until `count` tasks sleep here.
  func waitForSleepers(_ count: Int) async {
    await waitUntil { sleepers.value >= count }
  }

  /// Advances once `sleepers` tasks sleep here.
  func advance(by duration: Duration, afterSleepers count: Int) async {
    await waitForSleepers(count)
    await base.advance(by: duration)
  }
}
