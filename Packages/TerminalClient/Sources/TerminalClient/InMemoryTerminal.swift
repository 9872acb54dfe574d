import ConcurrencyExtras
import Foundation

/// A terminal in memory: it keeps the last frame drawn and delivers the events a test or a
/// preview sends it.
///
/// A reference type because a test holds it on one side, to send keys and read the screen, while
/// the feature holds its ``client`` on the other.
public final class InMemoryTerminal: Sendable {
  private struct State {
    var size: TerminalSize
    var screen: Frame
    var frames = 0
    var invalidations = 0
    var isEntered = false
    var commands: [ExternalCommand] = []
    var continuation: AsyncStream<TerminalEvent>.Continuation?
  }

  private let state: LockIsolated<State>

  public init(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
    state = LockIsolated(State(size: size, screen: Frame(size: size)))
  }

  /// The frame drawn last.
  public var screen: Frame { state.value.screen }
  /// How many frames were drawn.
  public var frames: Int { state.value.frames }
  /// How many times the screen was invalidated, as for a whole redraw.
  public var invalidations: Int { state.value.invalidations }
  /// Whether the terminal is entered, as between ``TerminalClient/enter`` and
  /// ``TerminalClient/leave``.
  public var isEntered: Bool { state.value.isEntered }
  /// The commands run, in order: nothing runs, in memory.
  public var commands: [ExternalCommand] { state.value.commands }

  /// Delivers `event` to whoever reads ``TerminalClient/events``; a resize also changes the size.
  public func send(_ event: TerminalEvent) {
    let continuation = state.withValue { state in
      if case .resize(let size) = event { state.size = size }
      return state.continuation
    }
    continuation?.yield(event)
  }

  /// The client that draws here.
  public var client: TerminalClient {
    TerminalClient(
      enter: { self.state.withValue { $0.isEntered = true } },
      leave: {
        let continuation = self.state.withValue { state in
          state.isEntered = false
          defer { state.continuation = nil }
          return state.continuation
        }
        continuation?.finish()
      },
      size: { self.state.value.size },
      events: {
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        self.state.withValue { $0.continuation = continuation }
        return stream
      },
      draw: { frame in
        self.state.withValue { state in
          state.screen = frame
          state.frames += 1
        }
      },
      invalidate: { self.state.withValue { $0.invalidations += 1 } },
      run: { command in self.state.withValue { $0.commands.append(command) } }
    )
  }
}
