import NewsFeature

/// What fetching the feeds themselves did.
public struct FetchReport: Sendable, Hashable {
  /// The feeds asked for.
  public var feeds: Int
  /// Articles stored for the first time.
  public var inserted: Int
  /// The feeds that could not be fetched or read whole, in the order they were asked for.
  public var failures: [FeedFailure]
  /// Whether the store holds anything it did not before: a feed was saved, an upgrade marked
  /// articles read, or the retention removed some. When it does not, a list read while the feeds
  /// were asked is still the list.
  public var changedStore: Bool

  public init(
    feeds: Int, inserted: Int = 0, failures: [FeedFailure] = [], changedStore: Bool = false
  ) {
    self.feeds = feeds
    self.inserted = inserted
    self.failures = failures
    self.changedStore = changedStore
  }
}
