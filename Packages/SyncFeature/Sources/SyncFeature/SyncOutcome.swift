/// How a sync ended, as a value: a refresh that syncs (in `headlines` or the reader) shows a
/// failure and carries on from the store, so a failure is not thrown.
public enum SyncOutcome: Sendable, Hashable {
  /// No account: sync is off, and a refresh fetches the feeds itself.
  case notLoggedIn
  case synced(SyncReport)
  /// The server could not be reached or refused, or the store could not be written. Every mark
  /// not yet sent still waits.
  case failed(SyncFailure)
}

/// Why a sync failed, in one line for the terminal, and what still waits.
public struct SyncFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// One line naming what failed, such as the server and why.
  public var description: String
  /// Marks still waiting to be sent.
  public var waitingMarks: Int

  public init(description: String, waitingMarks: Int) {
    self.description = description
    self.waitingMarks = waitingMarks
  }

  /// The line to show: what failed, then what waits, so the user knows nothing was lost.
  public var message: String {
    guard waitingMarks > 0 else { return description }
    let changes =
      waitingMarks == 1 ? "1 change made here waits" : "\(waitingMarks) changes made here wait"
    return "\(description); \(changes) to be sent"
  }
}
