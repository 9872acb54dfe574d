import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import NewsFeature
import ReaderFeature
import StorageClient
import TerminalClient
import TestSupport
import Testing

/// The reader running in the background on an in-memory terminal, driven as a person would:
/// keys in, the screen read back.
final class RunningReader: Sendable {
  let terminal: InMemoryTerminal
  private let task: Task<Void, any Error>

  init(
    terminal: InMemoryTerminal = InMemoryTerminal(size: Fixtures.narrow),
    client: TerminalClient? = nil,
    subscriptions: [Subscription] = Fixtures.subscriptions,
    options: ReaderOptions = ReaderOptions(),
    dependencies: @escaping @Sendable (inout DependencyValues) -> Void = { _ in }
  ) {
    self.terminal = terminal
    let client = client ?? terminal.client
    task = Task {
      try await withDependencies {
        $0.terminal = client
        $0.timeZone = TimeZone(identifier: "UTC")!
        // The reader reads the time once, as it opens, to tell this year's dates from others.
        $0.date.now = Fixtures.base
        // The subscriptions as saved, which a refresh of every feed reads, and no sync account:
        // a refresh fetches the feeds themselves.
        $0.storage = .inMemory([.subscriptions: try! JSONEncoder().encode(subscriptions)])
        // A clock no one advances, unless the test brings its own: the reader's watch on the
        // store then checks once, as it opens.
        $0.continuousClock = TestClock()
        dependencies(&$0)
      } operation: {
        try await ReaderFeature().run(subscriptions, options: options)
      }
    }
  }

  var screen: String { terminal.screen.text }

  func press(_ keys: Key...) {
    for key in keys { terminal.send(.key(key)) }
  }

  /// Waits until the screen shows `text`, and says whether it did.
  @discardableResult
  func waitForScreen(containing text: String) async -> Bool {
    await waitUntil { screen.contains(text) }
  }

  func cancel() {
    task.cancel()
  }

  /// Waits for the reader to return, and returns what it threw.
  func finish() async -> (any Error)? {
    do {
      try await task.value
      return nil
    } catch {
      return error
    }
  }
}
