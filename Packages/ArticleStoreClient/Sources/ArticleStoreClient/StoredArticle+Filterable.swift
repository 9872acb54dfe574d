import Foundation
import QueryCore

extension StoredArticle {
  /// The article as a filter reads it (``QueryCore/FilterableArticle``), with what only the store
  /// knows about its feed, its website and its counts, and the feed's `tags`, which the caller
  /// knows (``ArticleQuery/tags``). The feed goes by its stored title, since the store keeps no
  /// subscription's name.
  ///
  /// The body is the feed's body's blocks then those of the page reader mode kept, read as the
  /// live store's full-text index reads them (``QueryCore/FilterableArticle/bodyText(blocks:)``),
  /// so that `content` and a filter's words read the same text in either store.
  public func filterable(
    feedLink: String, feedUnreadCount: Int, feedTotalCount: Int, tags: [String]
  ) -> FilterableArticle {
    let enclosure = article.enclosures.first
    return FilterableArticle(
      title: article.title, link: article.linkAddress ?? "", author: article.author ?? "",
      summary: article.summary ?? "",
      body: FilterableArticle.bodyText(
        blocks: ((article.content?.blocks ?? []) + (page?.blocks ?? [])).map {
          ($0.text, $0.cells)
        }),
      guid: article.guid?.value ?? "", date: sortDate, isUnread: !isRead, isStarred: isStarred,
      enclosureURL: enclosure?.url.absoluteString ?? "", enclosureType: enclosure?.mimeType ?? "",
      feedTitle: feedTitle, feedLink: feedLink, feedURL: feed.absoluteString, tags: tags,
      feedUnreadCount: feedUnreadCount, feedTotalCount: feedTotalCount)
  }
}
