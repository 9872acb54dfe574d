import QueryCore
import SyncFeature

/// A line the status bar shows until the next key: what an action did, or why it failed.
///
/// The reducer says what happened and the screen says it in words (``ReaderScreen/phrase(_:)``),
/// so a test of the logic checks what the reader meant, a test of the screen checks the wording,
/// and rewording a message touches one file.
public enum StatusMessage: Sendable, Hashable {
  /// Something the reader asked for failed: reading the store, fetching a page, playing.
  case failed(ReaderFailure)
  /// The open list is empty because its feed's last refresh failed, for this reason.
  case feedFailed(String)
  case listEmpty
  /// The search typed after `/` did not read: where, and what was expected there.
  case searchUnreadable(FilterSyntaxError)
  /// The search typed after `/` held no term, only punctuation, so it could find nothing.
  case searchHasNoTerm
  /// The filter typed after `F` did not read: where, and what was expected there.
  case filterUnreadable(FilterSyntaxError)
  /// `F` where no feed's list of articles is shown.
  case filterNeedsArticleList
  /// `G` waits for the rest of a long list to be read, to move to its last row.
  case loadingRestOfList
  /// `n` reads further rows of a long list for its next unread article.
  case seekingUnreadArticle
  case noUnreadArticles
  case noFeedHasUnreadArticles
  /// `J` or `K` on an article at either end of its list.
  case noNextArticle
  case noPreviousArticle
  /// No feed after (or before) this one in the feed list, with unread articles when asked.
  case noFeed(isNext: Bool, hasUnread: Bool)
  /// `l` showed or hid the feeds with nothing unread.
  case readFeeds(areShown: Bool)
  /// How many unread articles' links were opened, and how many the list has.
  case openedUnread(Int, of: Int)
  /// A list's command was given on the feeds' list.
  case openAListFirst
  /// A feed's neighbour was asked from a list of every feed or of search results.
  case openAFeedFirst
  /// An article's command was given on the feeds' list.
  case chooseAnArticleFirst
  /// `f` on an article list rather than an article.
  case openArticleToFetchPage
  /// `l` on an article list rather than an article.
  case openArticleToSeeLinks
  case articleStillLoading
  case noLinks
  /// A link's number the article has no link for, and how many it has.
  case noSuchLink(Int, count: Int)
  case noLink
  case noPageToFetch
  case pageAlreadyFetching
  /// Reader mode replaced the feed's text with the article extracted from its page.
  case pageFetched
  case noAudio
  case nothingPlaying
  /// The title of what finished playing.
  case finishedPlaying(String)
  /// A link in the article's text that is not a URL.
  case notABrowserAddress
  /// The question before marking everything read was declined.
  case nothingMarked
  /// How many articles a mark changed, and to which side.
  case marked(Int, isRead: Bool)
  case refreshAlreadyRunning
  case nothingToRefresh
  /// A refresh ended: the feeds it covered, the articles it stored for the first time, the feeds
  /// that failed in the order they finished, and the refresh's own failure: a store that could
  /// not keep what arrived or apply the retention, or subscriptions that could not be read.
  case refreshed(
    feeds: Int, newArticles: Int, failures: [ReaderFailure], refreshFailure: ReaderFailure?)
  case synced(SyncReport)
  case syncFailed(ReaderFailure)
  /// A key bound to nothing on the page shown, by its name, with the key that opens the help
  /// when one does.
  case keyNotBound(String, helpKey: String?)
  /// A key bound to an operation the reader does not carry out yet, by the operation's name as
  /// the configuration wrote it.
  case operationNotSupported(String)
  /// What the app found wrong as it started (``ReaderOptions/startupWarnings``), shown as the
  /// reader opens.
  case startupWarnings([String])

  /// Failures are drawn so they stand out from confirmations.
  public var isError: Bool {
    switch self {
    case .failed, .feedFailed, .syncFailed, .startupWarnings, .searchUnreadable, .filterUnreadable:
      true
    case .refreshed(_, _, let failures, let refreshFailure):
      !failures.isEmpty || refreshFailure != nil
    default:
      false
    }
  }
}
