import Foundation

/// The feeds' list: its commands, and keeping its cursor on the same feed.
extension ReaderReducer {
  func performOnFeeds(_ state: inout ReaderState, _ command: ReaderCommand)
    -> [ReaderEffect]
  {
    guard let row = selectedFeedRow(state) else { return [] }
    let feeds = row.feed.map { [$0] } ?? state.subscriptions.map(\.url)
    switch command {
    case .open:
      return push(&state, row.feed.map(ArticleListScope.feed) ?? .allFeeds)
    case .reload:
      // The row of every feed refreshes every subscription as saved now.
      return refresh(&state, row.feed.map { [$0] })
    case .markFeedRead:
      return markRead(&state, feeds: feeds)
    case .nextUnread:
      let feeds = state.visibleFeeds.compactMap(\.feed)
      let selected = selectedFeedRow(state)?.feed
      // From the selected feed itself: its unread articles are the next ones.
      let start = selected.flatMap { feeds.firstIndex(of: $0) } ?? 0
      return openFirstUnread(&state, in: feeds[start...] + feeds[..<start], replacingPages: 0)
    case .openAllUnread, .openAllUnreadAndMarkRead:
      state.message = .openAListFirst
      return []
    case .openInBrowser, .openInBrowserAndMarkRead, .play, .toggleRead:
      state.message = .chooseAnArticleFirst
      return []
    default:
      return []
    }
  }

  func selectedFeedRow(_ state: ReaderState) -> FeedRow? {
    guard let index = state.pages.lastIndex(where: { if case .feeds = $0 { true } else { false } }),
      case .feeds(let position) = state.pages[index]
    else { return nil }
    let visible = state.visibleFeeds
    return visible.indices.contains(position.selected) ? visible[position.selected] : nil
  }

  /// Keeps the cursor on the same feed after the list changed under it.
  func reselect(feed: URL?, in state: inout ReaderState) {
    guard let kept = state.visibleFeeds.firstIndex(where: { $0.feed == feed }) else { return }
    for index in state.pages.indices {
      state.pages[index].feedList?.selected = kept
    }
  }

  /// Opens the list of the first of `feeds` that has unread articles, as the counts tell, to open
  /// its first unread article when the store has answered; it takes the place of the top
  /// `replacingPages` pages (the list left behind, and the article read last).
  func openFirstUnread<Feeds: Collection<URL>>(
    _ state: inout ReaderState, in feeds: Feeds, replacingPages: Int
  ) -> [ReaderEffect] {
    let unread = Dictionary(
      state.feeds.compactMap { row in row.feed.map { ($0, row.unread) } },
      uniquingKeysWith: { first, _ in first })
    guard let next = feeds.first(where: { (unread[$0] ?? 0) > 0 }) else {
      state.message = .noFeedHasUnreadArticles
      return []
    }
    state.pages.removeLast(min(replacingPages, state.pages.count - 1))
    state.opensFirstUnread = .feed(next)
    return push(&state, .feed(next))
  }
}
