import ArticleStoreClient
import NewsFeature
import RichTextCore
import SyncFeature
import TerminalClient

/// Everything that can happen to the reader: what the user does, and what its effects report
/// back when they finish.
public enum ReaderAction: Sendable, Hashable {
  /// The reader opened: load what the first screen shows.
  case started
  case key(Key)
  case resized(TerminalSize)
  /// The process came back from Ctrl-Z and the terminal must be drawn afresh, at the size it has
  /// now: it may have changed while the process was stopped, unannounced.
  case resumed(TerminalSize)
  case feedsLoaded(Result<[FeedCounts], ReaderFailure>)
  /// The store's token of outside changes (``ArticleStoreClient/externalChangeToken``) as a
  /// check found it, or why it could not be read.
  case storeChecked(Result<Int, ReaderFailure>)
  case articlesLoaded(ArticleListScope, Result<[StoredArticle], ReaderFailure>)
  /// A list's next page, read by this query from its last row listed.
  case moreArticlesLoaded(ArticleListScope, ArticleQuery, Result<[StoredArticle], ReaderFailure>)
  /// The body of the article with this number, nil when it has none; `isPage` when it is the
  /// page reader mode fetched before, which credits `byline` when it names someone. `summary` is
  /// the feed's, which lists leave out and an article without a body shows.
  case articleLoaded(
    Int64, Result<RichText?, ReaderFailure>, isPage: Bool = false, byline: String? = nil,
    summary: String? = nil)
  /// Reader mode's page for the article with this number, fetched, extracted and stored, and who
  /// it credits.
  case pageFetched(Int64, Result<RichText, ReaderFailure>, byline: String? = nil)
  /// The refresh fetches this many feeds: the subscriptions as saved now, which another process
  /// may have changed since the reader opened.
  case fetchStarted(feeds: Int)
  /// One feed of a running refresh was fetched and saved, or failed.
  case feedRefreshed(FeedRefreshResult)
  /// Every feed of the running refresh has been tried, and the retention policy applied; the
  /// failure is the refresh's own, when it had one: a store that could not keep what arrived or
  /// apply the retention, or subscriptions that could not be read.
  case refreshFinished(failure: ReaderFailure? = nil)
  /// The refresh is a sync, as the user is logged in to a sync server.
  case syncStarted
  /// The sync that stood for a refresh ended: what it did, or why it failed, and why the store
  /// could not apply the retention after it, when it could not.
  case syncFinished(Result<SyncReport, ReaderFailure>, storeFailure: ReaderFailure? = nil)
  /// The subscriptions as a refresh left them: the server's feeds after a sync, or the saved ones,
  /// which another process may have changed.
  case subscriptionsChanged([Subscription])
  case readMarksSaved(ReadMarkChange, Result<Int, ReaderFailure>)
  /// Stars were saved, or why not.
  case starsSaved(Result<Int, ReaderFailure>)
  case playbackProgressed(PlaybackPhase)
  /// The playback ended by itself, played through or failed.
  case playbackFinished(failure: ReaderFailure?)
  /// The browser returned, which may have used the terminal meanwhile.
  case browserFinished(failure: ReaderFailure?)
}
