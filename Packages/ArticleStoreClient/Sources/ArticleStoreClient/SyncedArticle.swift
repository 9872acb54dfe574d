import Foundation
import NewsClient

/// An article as a sync server handed it over, to be stored beside the articles of refreshes.
public struct SyncedArticle: Sendable, Hashable {
  /// The article's id on the server: what the store matches it by on the next pull, and what its
  /// queued marks name. Unique in the store.
  public var remoteID: String
  /// The address of the feed the server has the article from.
  public var feed: URL
  public var feedTitle: String
  public var article: Article
  /// The server's marks when the article was handed over; they count only for a new article, since
  /// the server's id sets are the truth for the others (``ArticleStoreClient/applyRemoteMarks``).
  public var isRead: Bool
  public var isStarred: Bool

  public init(
    remoteID: String, feed: URL, feedTitle: String, article: Article, isRead: Bool = false,
    isStarred: Bool = false
  ) {
    self.remoteID = remoteID
    self.feed = feed
    self.feedTitle = feedTitle
    self.article = article
    self.isRead = isRead
    self.isStarred = isStarred
  }
}
