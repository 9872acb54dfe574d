import Foundation
import NewsClient
import RichTextCore

/// An article as the store keeps it: the feed's article with the store's own facts about it.
public struct StoredArticle: Sendable, Hashable, Identifiable {
  /// The store's number for the article: short enough for a person to type, and stable for as
  /// long as the article is stored, across refetches and edits.
  public var id: Int64
  /// The URL of the feed the article came from.
  public var feed: URL
  /// The feed's title when it was last saved.
  public var feedTitle: String
  public var article: Article
  public var isRead: Bool
  /// Starred by the user: kept apart from the read mark, since a starred article is one to come
  /// back to, read or not.
  public var isStarred: Bool
  /// The article's id on the sync server it came from (``SyncedArticle/remoteID``); nil for an
  /// article only a refresh stored. Marks of an article with one are queued for the server.
  public var remoteID: String?
  /// When the store first saw the article, which dates it when the feed did not.
  public var firstStored: Date
  /// The article's own page, fetched and extracted by reader mode (``ArticleStoreClient/savePage``):
  /// kept apart from what the feed sends, so that no refresh replaces it. Like the body, only
  /// ``ArticleStoreClient/article`` reads it.
  public var page: RichText?
  /// Who the page credits, as reader mode found it beside the page, when it did: the feed's own
  /// ``NewsClient/Article/author`` is often missing where the page names one. Read with the page.
  public var pageByline: String?

  public init(
    id: Int64,
    feed: URL,
    feedTitle: String,
    article: Article,
    isRead: Bool,
    isStarred: Bool = false,
    remoteID: String? = nil,
    firstStored: Date,
    page: RichText? = nil,
    pageByline: String? = nil
  ) {
    self.id = id
    self.feed = feed
    self.feedTitle = feedTitle
    self.article = article
    self.isRead = isRead
    self.isStarred = isStarred
    self.remoteID = remoteID
    self.firstStored = firstStored
    self.page = page
    self.pageByline = pageByline
  }

  /// The fullest text there is to read: the page reader mode fetched, else the feed's body.
  public var fullestBody: RichText? { page ?? article.content }

  /// Who wrote it, as fully as it is known: the byline reader mode found on the page, else the
  /// feed's author.
  public var fullestByline: String? { pageByline ?? article.author }

  /// The date the store sorts by: the published date, or when first stored for an article the
  /// feed did not date, so an undated article sits where it arrived instead of at either end.
  public var sortDate: Date { article.published ?? firstStored }
}
