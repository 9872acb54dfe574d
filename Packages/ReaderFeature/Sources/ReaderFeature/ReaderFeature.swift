import Dependencies
import Foundation
import NewsFeature
import TerminalClient

/// The interactive reader: takes over the terminal, answers keys until the user quits, and gives
/// the terminal back whatever happens.
///
/// The loop waits for the next thing to happen, a key, a resize or an effect's report, and never
/// polls, so an idle reader costs no CPU. Effects run beside it as tasks, so a refresh or a
/// download never holds up the keys; every one of them is cancelled and awaited before ``run(_:options:)``
/// returns, so nothing the reader started outlives it.
public struct ReaderFeature: Sendable {
  @Dependency(\.terminal) var terminal
  @Dependency(\.timeZone) var timeZone
  @Dependency(\.date.now) var now

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
    let interrupted = await loop(
      ReaderState(
        subscriptions: subscriptions, options: options, size: terminal.size(),
        timeZone: timeZone, now: now))
    await terminal.leave()
    if interrupted { throw CancellationError() }
    try Task.checkCancellation()
  }

  /// What wakes the loop: the user, an effect's report, or an effect's end, which frees its task.
  /// Effects are numbered as they start, so that what one reports can be told apart.
  private enum Input: Sendable {
    case event(TerminalEvent)
    case action(ReaderAction, from: Int)
    case effectEnded(Int)
    case eventsEnded
  }

  /// Answers the user until the reader quits; returns whether it quit because of Ctrl-C.
  private func loop(_ initial: ReaderState) async -> Bool {
    let (inputs, continuation) = AsyncStream.makeStream(of: Input.self)
    let events = terminal.events()
    let listener = Task {
      for await event in events { continuation.yield(.event(event)) }
      continuation.yield(.eventsEnded)
    }
    let reducer = ReaderReducer()
    let effects = ReaderEffects()
    var state = initial
    var running: [Int: Task<Void, Never>] = [:]
    // The effect running under each key, and the effects stopped by a key whose reports are
    // dropped until they end.
    var keyed: [ReaderEffect.Key: Int] = [:]
    var cancelled: Set<Int> = []
    var nextTask = 0
    var shown: Frame?
    var interrupted = false

    /// Stops the effect running under `key`, and drops what it reports from now on.
    func cancel(_ key: ReaderEffect.Key) {
      guard let id = keyed.removeValue(forKey: key) else { return }
      running[id]?.cancel()
      cancelled.insert(id)
    }

    /// Draws the state when it looks different from what is shown, or whole when asked to.
    func show(redrawing: Bool) async {
      let frame = ReaderScreen.render(state)
      if redrawing {
        await terminal.invalidate()
      } else if frame == shown {
        return
      }
      await terminal.draw(frame)
      shown = frame
    }

    /// Starts the step's effects and obeys its directive, then draws the screen, unless the
    /// directive was to quit; says whether it was.
    func perform(_ step: ReaderStep) async -> Bool {
      for effect in step.effects {
        if let key = effect.key { cancel(key) }
        let id = nextTask
        nextTask += 1
        running[id] = Task {
          await effects.run(effect) { continuation.yield(.action($0, from: id)) }
          continuation.yield(.effectEnded(id))
        }
        if let key = effect.key { keyed[key] = id }
      }
      switch step.directive {
      case .quit:
        return true
      case .interrupt:
        interrupted = true
        return true
      case .redraw:
        await show(redrawing: true)
      case .cancel(let key):
        cancel(key)
        await show(redrawing: false)
      case nil:
        await show(redrawing: false)
      }
      return false
    }

    if await !perform(reducer.reduce(&state, .started)) {
      reading: for await input in inputs {
        let action: ReaderAction
        switch input {
        case .event(.key(let key)):
          action = .key(key)
        case .event(.resize(let size)):
          action = .resized(size)
        case .event(.resume):
          // The window may have changed size while the process was stopped, unannounced.
          _ = reducer.reduce(&state, .resized(terminal.size()))
          action = .resumed
        case .event(.suspend):
          continue
        case .action(let reported, let id):
          guard !cancelled.contains(id) else { continue }
          action = reported
        case .effectEnded(let id):
          running[id] = nil
          cancelled.remove(id)
          keyed = keyed.filter { $0.value != id }
          continue
        case .eventsEnded:
          break reading
        }
        if await perform(reducer.reduce(&state, action)) { break reading }
      }
    }
    listener.cancel()
    for task in running.values { task.cancel() }
    for task in running.values { await task.value }
    await listener.value
    continuation.finish()
    return interrupted
  }
}
