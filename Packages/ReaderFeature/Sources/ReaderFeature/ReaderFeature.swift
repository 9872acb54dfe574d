import Dependencies
import Foundation
import NewsFeature
import ReducerCore
import TerminalClient

/// The interactive reader: takes over the terminal, answers keys until the user quits, and gives
/// the terminal back whatever happens.
///
/// The reader is a reducer (``ReaderReducer``), its effects (``ReaderEffects``) and its screen
/// (``ReaderScreen``), run by ReducerCore's `ReducerRunner` on the terminal: the runner waits for
/// the next key, resize or report and never polls, so an idle reader costs no CPU but a look at
/// the store once a second for another process's changes (``ReaderEffect/watchStore``); effects run
/// beside it, so a refresh or a download never holds up the keys; and every one of them is
/// cancelled and awaited before ``run(_:options:)`` returns, so nothing the reader started
/// outlives it.
public struct ReaderFeature: Sendable {
  @Dependency(\.terminal) var terminal
  @Dependency(\.timeZone) var timeZone
  @Dependency(\.date) var date

  public init() {}

  /// Runs the reader over `subscriptions` until the user quits, the terminal's events end, or the
  /// calling task is cancelled (Ctrl-C).
  ///
  /// Throws what entering the terminal throws, and `CancellationError` when cancelled or when the
  /// user presses Ctrl-C, as every client here does; the terminal is left in every case before it returns or throws.
  public func run(_ subscriptions: [Subscription], options: ReaderOptions = ReaderOptions())
    async throws
  {
    do {
      try await terminal.enter()
    } catch {
      await terminal.leave()
      throw error
    }
    let runner = ReducerRunner(
      reduce: ReaderReducer(now: { [date] in date.now }).reduce,
      runEffect: ReaderEffects().run,
      render: ReaderScreen.render,
      draw: terminal.draw,
      invalidate: terminal.invalidate)
    let state = ReaderState(
      subscriptions: subscriptions, options: options, size: terminal.size(),
      timeZone: timeZone, now: date.now)
    let outcome = await runner.run(
      state, startingWith: .started, events: terminal.events(),
      action: { self.action(for: $0) })
    await terminal.leave()
    if outcome.ending == .interrupted { throw CancellationError() }
    try Task.checkCancellation()
  }

  /// What the reducer hears of a terminal event: nothing of a suspend, since the terminal is
  /// already given back, and the size found on a resume.
  private func action(for event: TerminalEvent) -> ReaderAction? {
    switch event {
    case .key(let key): .key(key)
    case .resize(let size): .resized(size)
    // The window may have changed size while the process was stopped, unannounced.
    case .resume: .resumed(terminal.size())
    case .suspend: nil
    }
  }
}
