/// A question the reader asks before an action that is costly to undo, answered with `y` or `n`.
///
/// Kept as data in the state rather than as a closure, so that a test sees exactly what is being
/// asked, and the screen draws the question from it.
public enum ReaderConfirmation: Sendable, Hashable {
  /// `C`: every article of every feed marked read at once.
  case markAllRead

  /// What the status line asks.
  public var question: String {
    switch self {
    case .markAllRead: "Mark every article of every feed read? (y:Yes n:No)"
    }
  }
}
