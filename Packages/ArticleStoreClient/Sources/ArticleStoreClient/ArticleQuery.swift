import Foundation

/// Which stored articles to list, newest first.
public struct ArticleQuery: Sendable, Hashable {
  /// Only articles of these feeds; empty means every feed.
  public var feeds: [URL]
  public var unreadOnly: Bool
  /// Only starred articles, read or not.
  public var starredOnly: Bool
  public var limit: Int
  /// How many of the newest matching articles to skip, for paging.
  public var offset: Int
  /// Whether each article comes with its summary. A list that shows only titles leaves it out:
  /// the summary is most of an article, and a list of every stored article would hold them all.
  public var includesSummaries: Bool
  /// Whether each article comes with its body (``NewsClient/Article/content``), as `--json`
  /// prints it. Off by default: a body is larger still, and a reader opens one article at a time
  /// (``ArticleStoreClient/article``).
  public var includesContent: Bool
  /// Only articles the store first saw at this moment or later, whichever process saved them:
  /// what a watch has not shown yet. Nil lists every article, however long it has been stored.
  public var firstStoredSince: Date?
  /// Each feed's tags, by its URL, as its subscription gives them: what a filter's `tags` reads.
  /// The caller, which holds the subscriptions, says them with each query, so that the store
  /// keeps no second copy to fall out of step; a feed missing here has none.
  public var tags: [URL: [String]]

  public init(
    feeds: [URL] = [], unreadOnly: Bool = false, starredOnly: Bool = false, limit: Int = 30,
    offset: Int = 0,
    includesSummaries: Bool = true, includesContent: Bool = false, firstStoredSince: Date? = nil,
    tags: [URL: [String]] = [:]
  ) {
    self.feeds = feeds
    self.unreadOnly = unreadOnly
    self.starredOnly = starredOnly
    self.limit = limit
    self.offset = offset
    self.includesSummaries = includesSummaries
    self.includesContent = includesContent
    self.firstStoredSince = firstStoredSince
    self.tags = tags
  }
}
