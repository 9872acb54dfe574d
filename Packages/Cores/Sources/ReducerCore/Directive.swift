/// What a reducer asks of the runner rather than of the world: only the runner holds the running
/// effects and the picture of the screen, so these are not effects a task could carry out.
public enum Directive<Key: Hashable & Sendable>: Sendable, Hashable {
  /// Stops the effect running under the key, if one is; nothing it reports afterwards reaches the
  /// reducer.
  case cancel(Key)
  /// Draws the whole screen again, whatever the terminal believes it shows.
  case redraw
  /// Ends the run.
  case quit
  /// Ends the run as an interruption: Ctrl-C, which raw mode delivers as a key rather than a
  /// signal. The run ends as for ``quit``, and says it was interrupted, so that the program can end
  /// as an interrupted one does.
  case interrupt
}
