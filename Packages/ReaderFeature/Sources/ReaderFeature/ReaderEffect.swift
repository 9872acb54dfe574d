import ArticleStoreClient
import Foundation
import NewsClient
import QueryCore
import ReducerCore

/// Work the reducer asks for and does not do itself, so that it stays a pure function a test
/// can run keystroke by keystroke; ``ReaderEffects`` carries each one out and reports back with
/// actions. What only the runner can do, quitting, redrawing, cancelling, is a ``ReaderDirective``.
public enum ReaderEffect: KeyedEffect, Hashable {
  /// Reads every feed's counts, answered by ``ReaderAction/feedsLoaded(_:)``.
  case loadFeeds
  /// Asks the store whether someone else changed it, at once and then every
  /// ``ReaderEffects/storeCheckInterval`` until the reader ends, each answer a
  /// ``ReaderAction/storeChecked(_:)``.
  case watchStore
  /// Reads a list's articles, answered by ``ReaderAction/articlesLoaded(_:_:)``.
  case loadArticles(ArticleListScope, ArticleQuery)
  /// Reads a list's next page, from its last row listed, answered by
  /// ``ReaderAction/moreArticlesLoaded(_:_:_:)``.
  case loadMoreArticles(ArticleListScope, ArticleQuery)
  /// Reads one article whole, with its body, answered by ``ReaderAction/articleLoaded(_:_:)``.
  case loadArticle(Int64)
  /// Reader mode: the article's page, fetched once and kept with the article, with its byline,
  /// answered by ``ReaderAction/pageFetched(_:_:byline:)``.
  case fetchPage(Int64)
  /// Searches the store as `search` does on the command line
  /// (``NewsFeature/StoredHeadlinesFeature/search(_:tags:limit:bodies:)``), for the text typed and
  /// the filter it reads as, with the subscriptions' tags, answered by
  /// ``ReaderAction/articlesLoaded(_:_:)`` for the search.
  case search(String, ArticleFilter, tags: [URL: [String]], limit: Int)
  case setRead(ReadMarkChange)
  /// Stars or unstars articles, answered by ``ReaderAction/starsSaved(_:)``.
  case setStarred([Int64], isStarred: Bool)
  /// The one refresh, in the background: these feeds or, when nil, every subscription as saved
  /// now, or a sync while the user is logged in to a sync server, reporting each feed as it
  /// finishes; then the retention policy, when there is one.
  case refresh([URL]?, retention: RetentionPolicy? = nil)
  case openInBrowser(URL)
  /// Opens each link in turn, the next once the browser has returned from the one before, as
  /// `open-all-unread-in-browser` asks: several browsers that each take the terminal would share
  /// it at once otherwise. Answered once, by ``ReaderAction/browserFinished(failure:)`` with the
  /// first failure.
  case openEachInBrowser([URL])
  /// Downloads and plays the enclosure. Keyed ``Key/playback``, so it replaces any playback that
  /// is running.
  case play(Enclosure)

  /// What a long-running effect is known by: starting another effect with the same key stops it,
  /// as ``ReaderDirective/cancel(_:)`` does, and the runner drops whatever a stopped effect still reports, so the
  /// reducer never hears from work it has replaced.
  public enum Key: Sendable, Hashable {
    case playback
  }

  /// The key this effect runs under, or nil for one that runs to its end beside any other.
  public var key: Key? {
    if case .play = self { .playback } else { nil }
  }
}
