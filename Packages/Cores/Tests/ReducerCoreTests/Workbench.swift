/// The tally's work as the tests drive it, step by step, with no clock: each piece of work says it
/// started, waits until the test releases it or its task is cancelled, then reports anyway, as
/// slow work that misses its cancellation does, says it reported, and tidies up.
final class Workbench: Sendable {
  struct Signals: Sendable {
    let started = Gate()
    let released = Gate()
    let reported = Gate()
  }

  /// How a piece of work ended.
  struct Ending: Hashable {
    var name: String
    /// Whether its task was cancelled by the time it reported.
    var wasCancelled: Bool
  }

  private let signals: [String: Signals]
  /// Every piece of work that ended, in order.
  let endings = Log<Ending>()

  init(_ names: String...) {
    signals = Dictionary(uniqueKeysWithValues: names.map { ($0, Signals()) })
  }

  subscript(name: String) -> Signals {
    signals[name]!
  }

  func run(_ work: Tally.Work, send: @Sendable (Tally.Action) -> Void) async {
    let signals = self[work.name]
    signals.started.open()
    await signals.released.wait()
    let wasCancelled = Task.isCancelled
    send(.reported(work.name))
    signals.reported.open()
    // Tidying up takes a while, as it does for work that closes a file or a connection: a runner
    // that returned without waiting for the work would return before this ends.
    for _ in 1...100 { await Task.yield() }
    await endings.append(Ending(name: work.name, wasCancelled: wasCancelled))
  }
}

/// What happened, in order, written from any task.
actor Log<Entry: Sendable> {
  private(set) var entries: [Entry] = []

  func append(_ entry: Entry) {
    entries.append(entry)
  }
}
