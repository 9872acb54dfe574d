import ArticleStoreClient
import Foundation

/// What `feeds list` shows: the subscriptions, numbered by their order, and what the store holds
/// of each.
public struct SubscriptionListing: Sendable, Hashable {
  public var subscriptions: [Subscription]
  /// The unread and stored articles of each feed, by its URL; nil before anything is stored, or
  /// when the store cannot be read, which costs the list only its counts.
  public var counts: [URL: FeedCounts]?
  /// What went wrong without stopping the list, one line each.
  public var warnings: [String]

  public init(subscriptions: [Subscription], counts: [URL: FeedCounts]?, warnings: [String] = []) {
    self.subscriptions = subscriptions
    self.counts = counts
    self.warnings = warnings
  }
}
