import Dependencies
import Foundation

/// Owns the terminal for an interactive screen: its mode, its size, what the user types, and what
/// it shows.
///
/// The interface speaks in the app's own terms, keys, sizes and frames of cells, so that a feature
/// can be driven keystroke by keystroke and its screens compared cell by cell without a terminal.
/// The live implementation, on termios and VT escape sequences, lives in `TerminalClientLive`,
/// which only the app links.
public struct TerminalClient: Sendable {
  /// Takes over the terminal: raw input, the alternate screen, a hidden cursor.
  ///
  /// Whatever ends the program afterwards (a thrown error, Ctrl-C, SIGTERM, SIGHUP) must find the
  /// terminal restored, so the live value restores it from its signal handlers too, not only from
  /// ``leave``.
  public var enter: @Sendable () async throws -> Void

  /// Gives the terminal back as it was before ``enter``. Safe to call more than once.
  public var leave: @Sendable () async -> Void

  /// The terminal's size now, in character cells.
  public var size: @Sendable () -> TerminalSize

  /// Everything the user does while the terminal is entered: keys, resizes, and a suspend and
  /// resume around Ctrl-Z. The stream ends when the terminal is left.
  ///
  /// Events arrive as they happen, never by polling, so an idle screen costs no CPU.
  public var events: @Sendable () -> AsyncStream<TerminalEvent>

  /// Shows `frame`, writing only the cells that differ from the frame shown before.
  public var draw: @Sendable (_ frame: Frame) async -> Void

  /// Forgets what the screen shows, so that the next ``draw`` clears it and writes every cell.
  ///
  /// For when the screen may no longer be what was drawn: after Ctrl-L, or a program that wrote
  /// to the terminal while this one was stopped. ``draw`` alone would write only what changed
  /// since its last frame, and leave the rest as whatever is there.
  public var invalidate: @Sendable () async -> Void

  /// Runs a command the user configured: opens a link in the browser or by an opener, or runs
  /// a program such as a notifier with its arguments.
  ///
  /// A command that is handed the terminal gets it as the shell left it, and this returns when
  /// the command exits, with the terminal taken back (a `.resume` event follows, to redraw);
  /// one that is not starts with no terminal at all and this returns once it has started.
  public var run: @Sendable (_ command: ExternalCommand) async throws -> Void

  /// Builds a client from its endpoints.
  ///
  /// Public so that the live package, previews and tests can each build their own value.
  public init(
    enter: @escaping @Sendable () async throws -> Void,
    leave: @escaping @Sendable () async -> Void,
    size: @escaping @Sendable () -> TerminalSize,
    events: @escaping @Sendable () -> AsyncStream<TerminalEvent>,
    draw: @escaping @Sendable (_ frame: Frame) async -> Void,
    invalidate: @escaping @Sendable () async -> Void,
    run: @escaping @Sendable (_ command: ExternalCommand) async throws -> Void
  ) {
    self.enter = enter
    self.leave = leave
    self.size = size
    self.events = events
    self.draw = draw
    self.invalidate = invalidate
    self.run = run
  }
}

extension DependencyValues {
  /// The terminal an interactive screen runs in.
  public var terminal: TerminalClient {
    get { self[TerminalClient.self] }
    set { self[TerminalClient.self] = newValue }
  }
}
