import Foundation
import QueryCore

extension StoredArticle {
  /// The article as a filter reads it (``QueryCore/FilterableArticle``), with what only the store
  /// knows about its feed: its website and its counts. The feed goes by its stored title and has
  /// no tags, since the store keeps neither the subscription's name nor its tags.
  ///
  /// The body is the feed's body then the page reader mode kept, as the in-memory store's search
  /// reads them, so that a filter's words and a search's words are found in the same text.
  public func filterable(feedLink: String, feedUnreadCount: Int, feedTotalCount: Int)
    -> FilterableArticle
  {
    let enclosure = article.enclosures.first
    return FilterableArticle(
      title: article.title, link: article.linkAddress ?? "", author: article.author ?? "",
      summary: article.summary ?? "",
      body: [article.content, page].compactMap { $0?.plainText }.joined(separator: " "),
      guid: article.guid?.value ?? "", date: sortDate, isUnread: !isRead, isStarred: isStarred,
      enclosureURL: enclosure?.url.absoluteString ?? "", enclosureType: enclosure?.mimeType ?? "",
      feedTitle: feedTitle, feedLink: feedLink, feedURL: feed.absoluteString, tags: [],
      feedUnreadCount: feedUnreadCount, feedTotalCount: feedTotalCount)
  }
}
