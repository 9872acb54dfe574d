import NewsFeature

/// What one poll of a watch found.
public struct WatchUpdate: Sendable, Hashable {
  /// On the first poll, the newest headlines; afterwards, what the store got since the poll
  /// before, whichever process stored it.
  public var headlines: [Headline]
  /// The feeds that fail, whenever the set of them changes: a feed that stays down is reported
  /// once, not on every poll.
  public var failures: [FeedFailure]
  /// What else went wrong, each line once until it changes: a sync that failed, a store that
  /// could not keep what arrived, subscriptions set aside.
  public var warnings: [String]
  public var isFirst: Bool

  public init(
    headlines: [Headline], failures: [FeedFailure] = [], warnings: [String] = [],
    isFirst: Bool
  ) {
    self.headlines = headlines
    self.failures = failures
    self.warnings = warnings
    self.isFirst = isFirst
  }
}
