import Foundation
import QueryCore

/// Which articles a list shows.
public enum ArticleListScope: Sendable, Hashable {
  /// The articles of one feed.
  case feed(URL)
  /// The articles of every subscription together.
  case allFeeds
  /// The stored articles a search chooses: what the user typed, as the list's title shows it, and
  /// the filter it reads as in the search box's spelling (``QueryCore/ArticleFilter/searchBox(_:)``).
  case search(String, ArticleFilter)
}
