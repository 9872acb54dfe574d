/// Something the user did while the terminal was entered.
public enum TerminalEvent: Sendable, Hashable {
  case key(Key)
  /// The terminal window changed size; the next frame should be drawn at this size.
  case resize(TerminalSize)
  /// The user pressed Ctrl-Z: the terminal was given back and the process is about to stop.
  case suspend
  /// The process was resumed (`fg`): the terminal is taken over again and must be drawn afresh.
  case resume
}
