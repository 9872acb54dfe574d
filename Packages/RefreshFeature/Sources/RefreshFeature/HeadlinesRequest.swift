import ArticleStoreClient
import Foundation
import QueryCore

/// What `headlines` is asked for.
public struct HeadlinesRequest: Sendable, Hashable {
  /// Feeds to read once, storing nothing and recording nothing as shown; empty reads the
  /// subscriptions, refreshed into the store.
  public var feeds: [URL]
  /// Never the network: the subscriptions as stored, or named feeds as the news client cached
  /// them.
  public var offline: Bool
  /// Only what no earlier run showed.
  public var onlyNew: Bool
  /// Only articles not marked read; stored articles only.
  public var unreadOnly: Bool
  /// Only starred articles; stored articles only.
  public var starredOnly: Bool
  /// The most headlines to list.
  public var limit: Int
  /// Whether each headline comes with its summary and body, for a list that prints them; a list
  /// of titles leaves them in the store.
  public var summaries: Bool
  /// What the store keeps, applied after the refresh; nil keeps everything.
  public var retention: RetentionPolicy?
  /// Only the stored articles the filter chooses (`headlines --filter`, newsboat's spelling),
  /// chosen by the store; nil chooses every article.
  public var filter: ArticleFilter?

  public init(
    feeds: [URL] = [], offline: Bool = false, onlyNew: Bool = false, unreadOnly: Bool = false,
    starredOnly: Bool = false, limit: Int, summaries: Bool = true,
    retention: RetentionPolicy? = nil, filter: ArticleFilter? = nil
  ) {
    self.feeds = feeds
    self.offline = offline
    self.onlyNew = onlyNew
    self.unreadOnly = unreadOnly
    self.starredOnly = starredOnly
    self.limit = limit
    self.summaries = summaries
    self.retention = retention
    self.filter = filter
  }
}
