import TextCore

/// The words of every status message, in one place.
extension ReaderScreen {
  public static func phrase(_ message: StatusMessage) -> String {
    switch message {
    case .failed(let failure):
      failure.message
    case .feedFailed(let reason):
      "This feed failed: \(reason)"
    case .listEmpty:
      "This list is empty"
    case .searchUnreadable(let error):
      "Search: \(error)"
    case .searchHasNoTerm:
      "A search needs a word or a term"
    case .filterUnreadable(let error):
      "Filter: \(error)"
    case .filterNeedsArticleList:
      "Open a feed's articles to filter them"
    case .loadingRestOfList:
      "Loading the rest of the list…"
    case .seekingUnreadArticle:
      "Looking for the next unread article…"
    case .noUnreadArticles:
      "No unread articles"
    case .noFeedHasUnreadArticles:
      "No feed has unread articles"
    case .noNextArticle:
      "This is the list's last article"
    case .noPreviousArticle:
      "This is the list's first article"
    case .noFeed(let isNext, let hasUnread):
      "No \(isNext ? "next" : "previous") feed" + (hasUnread ? " has unread articles" : "")
    case .readFeeds(let areShown):
      areShown ? "Showing every feed" : "Hiding the feeds with nothing unread"
    case .openedUnread(let opened, let unread) where opened < unread:
      "Opened the first \(opened) of \(unread.counting("unread article"))"
    case .openedUnread(let opened, _):
      "Opened \(opened.counting("unread article"))"
    case .openAListFirst:
      "Open a feed's list first"
    case .openAFeedFirst:
      "Open one feed's list to go to the next or previous feed"
    case .chooseAnArticleFirst:
      "Open a feed and choose an article first"
    case .openArticleToFetchPage:
      "Open the article to fetch its page"
    case .openArticleToSeeLinks:
      "Open the article to see its links"
    case .articleStillLoading:
      "The article is still being read"
    case .noLinks:
      "This article has no links"
    case .noSuchLink(let number, let count):
      "This article has no link \(number); it has \(count)"
    case .noLink:
      "This article has no link"
    case .noPageToFetch:
      "This article has no page to fetch"
    case .pageAlreadyFetching:
      "A page is already being fetched"
    case .pageFetched:
      "The whole article, from its page"
    case .noAudio:
      "This article has no audio"
    case .nothingPlaying:
      "Nothing is playing"
    case .finishedPlaying(let title):
      "Finished playing \(title)"
    case .notABrowserAddress:
      "This link is not an address a browser can open"
    case .nothingMarked:
      "Nothing was marked"
    case .marked(let count, let isRead):
      "Marked \(count.counting("article")) \(isRead ? "read" : "unread")"
    case .refreshAlreadyRunning:
      "A refresh is already running"
    case .nothingToRefresh:
      "There are no feeds to refresh"
    case .refreshed(let feeds, let newArticles, let failures, let refreshFailure):
      refreshed(feeds: feeds, newArticles: newArticles, failures, refreshFailure)
    case .synced(let report):
      "Synced: \(report.summary)"
    case .syncFailed(let failure):
      "Sync failed, the stored articles are shown: \(failure.message)"
    case .keyNotBound(let key, let helpKey):
      "\(TerminalText.sanitized(key)) is not bound to anything"
        + (helpKey.map { "; \(TerminalText.sanitized($0)) shows the keys" } ?? "")
    case .operationNotSupported(let operation):
      "\(TerminalText.sanitized(operation)) is not supported yet"
    case .startupWarnings(let warnings):
      startupWarnings(warnings)
    }
  }

  /// The first warning, for which there is room, and how many there are: the app prints every
  /// one again once the reader has given the terminal back.
  private static func startupWarnings(_ warnings: [String]) -> String {
    guard warnings.count > 1 else { return "Warning: \(warnings.first ?? "")" }
    return "Warning 1 of \(warnings.count), all printed on quitting: \(warnings[0])"
  }

  /// "Refreshed 3 feeds, 2 new articles", then the first failure, for which there is room, and
  /// the count of the others, which the feeds' list shows one by one.
  private static func refreshed(
    feeds: Int, newArticles: Int, _ failures: [ReaderFailure], _ refreshFailure: ReaderFailure?
  ) -> String {
    let done = "Refreshed \(feeds.counting("feed")), \(newArticles.counting("new article"))"
    if let first = failures.first {
      return "\(done), \(failures.count) failed: \(first.message)"
    }
    if let refreshFailure {
      return "\(done); \(refreshFailure.message)"
    }
    return done
  }
}
