import ArticleClient
import ArticleStoreClient
import Dependencies
import Foundation
import QueryCore

/// What one does to stored articles: read one in reader mode, mark, star, and clean the store up.
///
/// The command line and the reader both come here, so that a stored article's page is fetched and
/// kept by one rule, and every mark reaches the store, and its queue for the sync server, by one
/// path.
public struct ArticleFeature: Sendable {
  @Dependency(\.articleClient) var articleClient
  @Dependency(\.articleStore) var articleStore
  @Dependency(\.date.now) var now

  public init() {}

  /// The article of the page at `url`, fetched now and kept nowhere: a page the store does not
  /// hold. Throws the client's ``ArticleClient/ArticleClientError``.
  public func article(at url: URL) async throws -> ExtractedArticle {
    try await articleClient.fetchArticle(url)
  }

  /// Reader mode for a stored article: the page kept from an earlier fetch, else its page fetched
  /// now and kept with it, with its byline, so that it reads offline afterwards and search finds
  /// its words.
  ///
  /// The byline is the one the page credits, else the feed's author, whether the page was fetched
  /// now or long ago. Throws ``StoredArticleError`` for a number with no article or an article
  /// with no page, and the client's error for a page that cannot be had.
  public func article(ofStored number: Int64) async throws -> ExtractedArticle {
    guard let stored = try await articleStore.article(number) else {
      throw StoredArticleError.noSuchArticle(number)
    }
    guard let link = stored.article.link else { throw StoredArticleError.noPage(number) }
    if let page = stored.page {
      return ExtractedArticle(
        url: link, title: stored.article.title, byline: stored.fullestByline, body: page)
    }
    var fetched = try await articleClient.fetchArticle(link)
    _ = try await articleStore.savePage(number, fetched.body, fetched.byline)
    fetched.byline = fetched.byline ?? stored.article.author
    return fetched
  }

  /// Marks the articles of every selection read or unread, and returns how many changed.
  ///
  /// Articles that came from a sync server have each change queued for it, in the same write.
  public func setRead(_ selections: [ArticleSelection], isRead: Bool) async throws -> Int {
    var changed = 0
    for selection in selections {
      changed += try await articleStore.setRead(selection, isRead)
    }
    return changed
  }

  /// Marks read or unread every article of `feeds` that `filter` chooses now, `tags` being the
  /// feeds' tags, exactly those `headlines --filter` lists from the store, all of them in one
  /// write, and returns how many changed. A mark of an article from a sync server is queued for
  /// it as every mark is.
  public func setRead(
    matching filter: ArticleFilter, among feeds: [URL], tags: [URL: [String]], isRead: Bool
  ) async throws -> Int {
    try await articleStore.setRead(.matching(filter, among: feeds, tags: tags, at: now), isRead)
  }

  /// Stars or unstars the selected articles, and returns how many changed, queued for a sync
  /// server as read marks are.
  public func setStarred(_ selection: ArticleSelection, isStarred: Bool) async throws -> Int {
    try await articleStore.setStarred(selection, isStarred)
  }

  /// Drops the articles `retention` no longer keeps (never an unread or starred one), then gives
  /// the store's free space back to the disk. Without a policy every article is kept, and only the
  /// space is given back.
  public func cleanUp(keeping retention: RetentionPolicy?) async throws -> StoreCleanup {
    var removed = 0
    if let retention {
      removed = try await articleStore.applyRetention(retention, now)
    }
    return StoreCleanup(removed: removed, space: try await articleStore.reclaimSpace())
  }
}
