import ArticleStoreClient
import Foundation
import NewsClient

/// Work the reducer asks for and does not do itself, so that it stays a pure function a test
/// can run keystroke by keystroke; ``ReaderEffects`` carries each one out and reports back with
/// actions.
public enum ReaderEffect: Sendable, Hashable {
  /// Reads every feed's counts, answered by ``ReaderAction/feedsLoaded(_:)``.
  case loadFeeds
  /// Reads a list's articles, answered by ``ReaderAction/articlesLoaded(_:_:)``.
  case loadArticles(ArticleListScope, ArticleQuery)
  /// Reads one article whole, with its body, answered by ``ReaderAction/articleLoaded(_:_:)``.
  case loadArticle(Int64)
  /// Searches the store, answered by ``ReaderAction/articlesLoaded(_:_:)`` for the search.
  case search(String, limit: Int)
  case setRead(ReadMarkChange)
  /// Fetches and saves these feeds in the background, reporting each as it finishes, then applies
  /// the retention policy when there is one.
  case refresh([URL], retention: RetentionPolicy? = nil)
  case openInBrowser(URL)
  /// Downloads and plays the enclosure, replacing any playback that is running.
  case play(session: Int, Enclosure)
  case stopPlayback
  /// Draws the whole screen again, whatever the terminal believes it shows.
  case redraw
  case quit
  /// Ctrl-C, which raw mode delivers as a key rather than a signal: the reader quits as for `Q`,
  /// then throws `CancellationError`, so the program ends as an interrupted one does.
  case interrupt
}
