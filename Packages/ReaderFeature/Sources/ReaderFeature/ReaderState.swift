import Foundation
import NewsFeature
import TerminalClient

/// Everything the reader shows, as a value: a screen is a function of it, so a test can check a
/// state without a terminal and a frame without running anything.
public struct ReaderState: Sendable, Hashable {
  public var subscriptions: [Subscription]
  public var options: ReaderOptions
  public var size: TerminalSize
  /// The zone dates are shown in: the user's, or a fixed one in tests.
  public var timeZone: TimeZone
  /// When the reader opened, so that a list names the year of a date from another year; nil
  /// names none.
  public var now: Date?
  /// The screens from the first one to the one shown; never empty.
  public var pages: [ReaderPage]
  /// Every subscription with its counts, and the line for all feeds first.
  public var feeds: [FeedRow]
  public var areFeedsLoaded: Bool
  /// Why each feed failed in the last refresh that tried it.
  public var failures: [URL: String]
  /// What the user is typing after `/`, or nil when no search is being typed.
  public var searchInput: String?
  /// What the user is typing after `F`, or nil when no filter is being typed.
  public var filterInput: String?
  public var message: StatusMessage?
  /// The question waiting for `y` or `n`, which takes every key until it is answered.
  public var confirmation: ReaderConfirmation?
  /// The feed list `n` is loading, to open its first unread article once it arrives: next unread
  /// goes on into the next feed that has any, as newsboat's does.
  public var opensFirstUnread: ArticleListScope?
  public var refresh: RefreshStatus?
  /// The article whose page reader mode is fetching, for "Fetching the whole article…".
  public var fetchingPage: Int64?
  public var playback: PlaybackStatus?
  /// Every failure met since the reader opened, newest first, for the page `L` opens.
  public var errorLog = ErrorLog()
  /// The store's token of outside changes as the last check found it, nil before the first: a
  /// check that finds another one reads what is shown again.
  public var storeChangeToken: Int?
  /// Whether the feed list leaves out the feeds with nothing unread: as ``options`` start it,
  /// then as `l` (newsboat's `toggle-show-read-feeds`) turns it.
  public var hidesReadFeeds: Bool
  /// The keys as the configuration binds them, built from ``options`` once, as the reader starts.
  var keyMap: KeyMap

  public init(
    subscriptions: [Subscription],
    options: ReaderOptions = ReaderOptions(),
    size: TerminalSize,
    timeZone: TimeZone = TimeZone(identifier: "UTC")!,
    now: Date? = nil
  ) {
    self.subscriptions = subscriptions
    self.options = options
    keyMap = KeyMap(options.keyBindings)
    hidesReadFeeds = options.unreadOnly
    self.size = size
    self.timeZone = timeZone
    self.now = now
    pages = [.feeds(ListPosition())]
    feeds = FeedRow.rows(subscriptions, counts: [], failures: [:])
    areFeedsLoaded = false
    failures = [:]
  }

  /// The feeds the list shows: with unread articles only, while ``hidesReadFeeds``, but the line
  /// for all feeds always.
  public var visibleFeeds: [FeedRow] {
    guard hidesReadFeeds else { return feeds }
    return feeds.filter { $0.feed == nil || $0.unread > 0 }
  }

  /// The screen shown, the last of ``pages``, to read or change in place.
  /// Changes every article that `matches` on every screen that shows it, at once, before the
  /// store has saved the change (a read mark, a star); the counts follow when the store answers.
  mutating func changeArticles(
    where matches: (ReaderArticle) -> Bool, with change: (inout ReaderArticle) -> Void
  ) {
    for index in pages.indices {
      pages[index].articleList?.changeArticles(where: matches, with: change)
      if var page = pages[index].articlePage, matches(page.article) {
        change(&page.article)
        pages[index].articlePage = page
      }
    }
  }

  var topPage: ReaderPage {
    get { pages[pages.count - 1] }
    set { pages[pages.count - 1] = newValue }
  }

  /// The lines of the help page at `index` of ``pages``: the keys of the page it was opened
  /// from, as newsboat's help lists its own dialog's.
  func helpLines(at index: Int) -> [KeyMap.HelpLine] {
    let context = index > 0 ? KeyContext(pages[index - 1]) : .feeds
    return keyMap.help[context] ?? []
  }

  /// What was found wrong as the reader started: the app's warnings, then the key bindings the
  /// reader cannot carry out (``KeyMap/warnings``), said once, as it opens.
  var startupWarnings: [String] {
    options.startupWarnings + keyMap.warnings
  }

  /// The hint bars of the page shown.
  var hintBars: HintBars {
    keyMap.hintBars[KeyContext(topPage)] ?? HintBars(keyMap, KeyContext(topPage))
  }

  /// The lines between the title bar and the two bars at the bottom (key hints and status).
  public var bodyHeight: Int { max(1, size.rows - 3) }
}
