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
  /// A feed's list or every feed's with only the articles a filter chooses, as `F` applies one in
  /// newsboat's filter language: the list filtered, what the user typed, as the title shows it,
  /// and the filter it reads as. A list of its own, so that an answer for the list before the
  /// filter, or for another filter, never fills it.
  indirect case filtered(ArticleListScope, String, ArticleFilter)

  /// The list without its filter, which `Ctrl-F` goes back to: itself when it has none.
  public var unfiltered: ArticleListScope {
    if case .filtered(let list, _, _) = self { list } else { self }
  }

  /// The filter `F` applied to the list, if any.
  public var filter: ArticleFilter? {
    if case .filtered(_, _, let filter) = self { filter } else { nil }
  }
}
