import ArticleStoreClient
import Foundation
import NewsClient
import NewsFeature
import TextCore

/// One line of the list of feeds, with its name already made safe for the terminal.
public struct FeedRow: Sendable, Hashable {
  /// The feed, or nil for the line that stands for every feed together.
  public var feed: URL?
  public var title: String
  public var unread: Int
  public var total: Int
  /// Why the last refresh of this feed failed, if it did.
  public var failure: String?

  public init(feed: URL?, title: String, unread: Int, total: Int, failure: String? = nil) {
    self.feed = feed
    self.title = TerminalText.sanitized(title)
    self.unread = unread
    self.total = total
    self.failure = failure.map { TerminalText.sanitized($0) }
  }

  /// The subscriptions in the user's order, each with what the store counts for it: a feed with
  /// nothing stored yet is listed too, with no articles, so a new subscription is visible at once.
  static func rows(
    _ subscriptions: [Subscription], counts: [FeedCounts], failures: [URL: String]
  ) -> [FeedRow] {
    let byFeed = Dictionary(counts.map { ($0.feed, $0) }, uniquingKeysWith: { first, _ in first })
    let feeds = subscriptions.map { subscription in
      let counted = byFeed[subscription.url]
      return FeedRow(
        feed: subscription.url,
        title: subscription.source(titled: counted?.title ?? ""),
        unread: counted?.unread ?? 0,
        total: counted?.total ?? 0,
        failure: failures[subscription.url])
    }
    let all = FeedRow(
      feed: nil, title: "All feeds", unread: feeds.map(\.unread).reduce(0, +),
      total: feeds.map(\.total).reduce(0, +))
    return [all] + feeds
  }
}
