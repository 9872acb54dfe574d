import Synchronization
import TerminalClient
import TerminalClientLiveTestSupport
import TestSupport

/// Collects a terminal's events as they arrive, for a test to wait on.
final class EventRecorder: Sendable {
  private final class Log: Sendable {
    let events = Mutex<[TerminalEvent]>([])
    let hasEnded = Atomic<Bool>(false)
  }

  private let log = Log()

  init(_ stream: AsyncStream<TerminalEvent>) {
    Task { [log] in
      for await event in stream { log.events.withLock { $0.append(event) } }
      log.hasEnded.store(true, ordering: .releasing)
    }
  }

  var recorded: [TerminalEvent] { log.events.withLock { $0 } }

  /// Waits up to `timeout` for at least `count` events; the events then.
  func waitFor(count: Int, timeout: Duration = .seconds(5)) async -> [TerminalEvent] {
    _ = await waitUntil(timeout: timeout) { recorded.count >= count }
    return recorded
  }

  /// Waits for the stream to end; whether it did within `timeout`.
  func waitForEnd(timeout: Duration = .seconds(5)) async -> Bool {
    await waitUntil(timeout: timeout) { log.hasEnded.load(ordering: .acquiring) }
  }
}
