/// How far a background refresh has come, for "Refreshing 3/12…" while the user keeps reading.
public struct RefreshStatus: Sendable, Hashable {
  public var total: Int
  public var completed: Int
  /// Articles stored for the first time so far.
  public var inserted: Int
  /// Feeds that could not be fetched or saved so far, in the order they finished.
  public var failures: [ReaderFailure]

  public init(total: Int, completed: Int = 0, inserted: Int = 0, failures: [ReaderFailure] = []) {
    self.total = total
    self.completed = completed
    self.inserted = inserted
    self.failures = failures
  }
}
