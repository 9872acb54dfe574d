import Foundation

/// Which articles a list shows.
public enum ArticleListScope: Sendable, Hashable {
  /// The articles of one feed.
  case feed(URL)
  /// The articles of every subscription together.
  case allFeeds
  /// The stored articles that match what the user searched for.
  case search(String)
}
