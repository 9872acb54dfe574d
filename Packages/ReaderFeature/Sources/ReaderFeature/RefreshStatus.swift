/// How far a background refresh has come, for "Refreshing 3/12…" (or "Syncing…") while the user
/// keeps reading.
public struct RefreshStatus: Sendable, Hashable {
  public var total: Int
  public var completed: Int
  /// Articles stored for the first time so far.
  public var inserted: Int
  /// Feeds that could not be fetched or saved so far, in the order they finished.
  public var failures: [ReaderFailure]
  /// True once the refresh turned out to be a sync, which has no feeds to count.
  public var isSync: Bool

  public init(
    total: Int, completed: Int = 0, inserted: Int = 0, failures: [ReaderFailure] = [],
    isSync: Bool = false
  ) {
    self.isSync = isSync
    self.total = total
    self.completed = completed
    self.inserted = inserted
    self.failures = failures
  }
}
