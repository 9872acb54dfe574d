import NewsFeature

/// What fetching the feeds themselves did.
public struct FetchReport: Sendable, Hashable {
  /// The feeds asked for.
  public var feeds: Int
  /// Articles stored for the first time.
  public var inserted: Int
  /// The feeds whose articles the store saved; a feed unchanged since the last refresh is not
  /// one of them, since there was nothing to save.
  public var savedFeeds: Int
  /// The feeds that arrived but that the store could not save: a full disk, a store that turned
  /// read-only. Each feed is saved whole or not at all, so these lost nothing they had before.
  public var unsavedFeeds: Int
  /// The feeds that could not be fetched or read whole, in the order they were asked for.
  public var failures: [FeedFailure]
  /// Whether the store holds anything it did not before: a feed was saved, an upgrade marked
  /// articles read, or the retention removed some. When it does not, a list read while the feeds
  /// were asked is still the list.
  public var changedStore: Bool

  public init(
    feeds: Int, inserted: Int = 0, savedFeeds: Int = 0, unsavedFeeds: Int = 0,
    failures: [FeedFailure] = [], changedStore: Bool = false
  ) {
    self.feeds = feeds
    self.inserted = inserted
    self.savedFeeds = savedFeeds
    self.unsavedFeeds = unsavedFeeds
    self.failures = failures
    self.changedStore = changedStore
  }
}
