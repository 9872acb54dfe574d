/// What the reducer asks of the loop that runs it, rather than of the world: only the loop holds
/// the running effects and the terminal's picture of the screen, so these are not effects a task
/// could carry out.
public enum ReaderDirective: Sendable, Hashable {
  /// Stops the effect running under the key, if one is; nothing it reports afterwards reaches the
  /// reducer.
  case cancel(ReaderEffect.Key)
  /// Draws the whole screen again, whatever the terminal believes it shows.
  case redraw
  case quit
  /// Ctrl-C, which raw mode delivers as a key rather than a signal: the reader quits as for `Q`,
  /// then throws `CancellationError`, so the program ends as an interrupted one does.
  case interrupt
}
