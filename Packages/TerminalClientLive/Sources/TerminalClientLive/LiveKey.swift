import Dependencies
import Glibc
import TerminalClient

// The interface leaves `liveValue` to this package on purpose, so that features never touch
// termios.
extension TerminalClient: @retroactive DependencyKey {
  /// The terminal on standard input and standard output.
  public static let liveValue = TerminalClient.live()
}

extension TerminalClient {
  /// The terminal read from `input` and drawn on `output`, by termios and VT escape sequences.
  ///
  /// `enter` fails with ``TerminalError/notATerminal(descriptor:)`` when `input` is not a
  /// terminal. Once entered, the terminal is restored by `leave`, and also on SIGTERM, SIGHUP,
  /// `exit()` and around a Ctrl-Z, whichever comes first. Tests pass a pseudo-terminal's
  /// descriptors.
  public static func live(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO)
    -> TerminalClient
  {
    let terminal = LiveTerminal(input: input, output: output)
    return TerminalClient(
      enter: { try terminal.enter() },
      leave: { await terminal.leave() },
      size: { terminal.size() },
      events: { terminal.events() },
      draw: { terminal.draw($0) },
      invalidate: { terminal.invalidate() },
      run: { try await terminal.run($0) }
    )
  }
}
