import ArticleStoreClient
import Foundation
import NewsClient

/// Merges the articles of several feeds into one list a person can read top to bottom.
enum HeadlineMerging {
  /// Removes duplicates, then sorts newest first and applies `limit`.
  ///
  /// The same story often arrives twice, syndicated under two feeds. An article is a duplicate of
  /// an earlier one by the store's rule (``ArticleIdentities``): the same guid when both have one,
  /// otherwise the same link, or the same title and date. Articles without a date follow the dated
  /// ones in the order they arrived, so the list never reshuffles between runs.
  ///
  /// Only positions are sorted, and only the articles within `limit` become headlines: 300 feeds
  /// hold about 12,000 articles, and building, sorting and copying a headline for each of them
  /// was most of a refresh's peak memory.
  static func merge(_ feeds: [(source: String, feed: URL, articles: [Article])], limit: Int?)
    -> [Headline]
  {
    var unique = uniquePositions(in: feeds)
    unique.sort(by: Position.isNewer)
    let chosen = limit.map { unique.prefix(max(0, $0)) } ?? unique[...]
    return chosen.map { position in
      let entry = feeds[position.feed]
      return Headline(
        article: entry.articles[position.article], feed: entry.feed, source: entry.source)
    }
  }

  /// The articles that are not duplicates, in arrival order: within a feed by the store's rule, as
  /// the store would merge them, and across feeds by its rule across feeds. A function of its own
  /// so that the identities, a megabyte or two for 12,000 articles, are freed before the
  /// headlines are built.
  private static func uniquePositions(in feeds: [(source: String, feed: URL, articles: [Article])])
    -> [Position]
  {
    var seen = ArticleIdentities()
    var unique: [Position] = []
    for (feedIndex, entry) in feeds.enumerated() {
      var inFeed = ArticleIdentityIndex<Void>()
      for (articleIndex, article) in entry.articles.enumerated()
      where inFeed.insert(ArticleIdentity(article)) && seen.insert(article) {
        unique.append(
          Position(feed: feedIndex, article: articleIndex, published: article.published))
      }
    }
    return unique
  }

  /// Where an article is among the feeds; feed and article indices together are its arrival order.
  private struct Position {
    var feed: Int
    var article: Int
    var published: Date?

    /// Newest first, undated last, and otherwise in arrival order, which keeps the sort stable.
    static func isNewer(_ left: Position, than right: Position) -> Bool {
      switch (left.published, right.published) {
      case (let leftDate?, let rightDate?) where leftDate != rightDate:
        leftDate > rightDate
      case (.some, nil):
        true
      case (nil, .some):
        false
      default:
        (left.feed, left.article) < (right.feed, right.article)
      }
    }
  }
}
