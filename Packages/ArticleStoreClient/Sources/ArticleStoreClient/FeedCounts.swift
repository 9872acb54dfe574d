import Foundation

/// How many articles one stored feed has, for a list of feeds with unread counts.
public struct FeedCounts: Sendable, Hashable {
  public var feed: URL
  /// The feed's title when it was last saved.
  public var title: String
  public var unread: Int
  public var total: Int

  public init(feed: URL, title: String, unread: Int, total: Int) {
    self.feed = feed
    self.title = title
    self.unread = unread
    self.total = total
  }
}
