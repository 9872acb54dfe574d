import Foundation
import QueryCore

/// The articles a read mark applies to.
public enum ArticleSelection: Sendable, Hashable {
  /// Articles by their store numbers; numbers that are not stored are ignored.
  case articles([Int64])
  /// Every article of the feed with this URL.
  case feed(URL)
  /// Every stored article.
  case all
  /// Articles whose sort date (published, else first stored) is before the date: "mark
  /// everything older than a week read".
  case publishedBefore(Date)
  /// Every article of these feeds that the filter chooses at the moment given, as
  /// ``ArticleStoreClient/articlesMatching`` lists them: `mark-read --filter` marks what
  /// `headlines --filter` shows, all of it and in one write. `tags` are the feeds' tags, as
  /// ``ArticleQuery/tags`` gives them, for the filter's `tags` to read. No feed chooses nothing.
  case matching(ArticleFilter, among: [URL], tags: [URL: [String]], at: Date)
}
