import ArticleStoreClient
import Foundation

/// A list of articles: its commands, loading it, and the next unread article in it.
extension ReaderReducer {
  func performOnArticles(
    _ state: inout ReaderState, _ command: ReaderCommand, _ page: ArticleListPage
  ) -> [ReaderEffect] {
    if command == .nextUnread {
      return openNextUnread(&state, in: page, after: page.position.selected, replacing: false)
    }
    if command == .reload || command == .markFeedRead {
      switch (page.scope, command) {
      case (.feed(let feed), .reload): return refresh(&state, [feed])
      case (.feed(let feed), _): return markRead(&state, feeds: [feed])
      // The list of every feed refreshes every subscription as saved now.
      case (.allFeeds, .reload): return refresh(&state, nil)
      case (.allFeeds, _): return markRead(&state, feeds: state.subscriptions.map(\.url))
      case (.search, _): break
      }
    }
    guard let article = page.selected else {
      if [.openInBrowser, .play, .toggleRead].contains(command) {
        state.message = page.isLoading ? nil : emptyListMessage(page.scope, state)
      }
      return []
    }
    switch command {
    case .open:
      return open(&state, article, replacing: false)
    default:
      return performOnArticle(&state, command, ArticlePage(article: article))
    }
  }

  /// Opens a list of articles and asks the store for them.
  func push(_ state: inout ReaderState, _ scope: ArticleListScope) -> [ReaderEffect] {
    state.pages.append(.articles(ArticleListPage(scope: scope)))
    return [load(scope, state)]
  }

  func load(_ scope: ArticleListScope, _ state: ReaderState) -> ReaderEffect {
    switch scope {
    case .feed(let feed):
      return .loadArticles(
        scope,
        ArticleQuery(
          feeds: [feed], unreadOnly: state.options.unreadOnly, limit: Self.articleLimit))
    case .allFeeds:
      return .loadArticles(
        scope,
        ArticleQuery(
          feeds: state.subscriptions.map(\.url), unreadOnly: state.options.unreadOnly,
          limit: Self.articleLimit))
    case .search(let text):
      return .search(text, limit: Self.searchLimit)
    }
  }

  /// Fills every list of `scope` on the stack, keeping the cursor on the article it was on.
  func loaded(
    _ state: inout ReaderState, _ scope: ArticleListScope,
    _ result: Result<[StoredArticle], ReaderFailure>
  ) -> [ReaderEffect] {
    let subscriptions = ReaderArticle.byFeed(state.subscriptions)
    for index in state.pages.indices {
      guard var page = state.pages[index].articleList, page.scope == scope else { continue }
      page.isLoading = false
      switch result {
      case .success(let stored):
        let selectedID = page.selected?.id
        page.articles = stored.map { ReaderArticle($0, subscription: subscriptions[$0.feed]) }
        if let selectedID, let kept = page.articles.firstIndex(where: { $0.id == selectedID }) {
          page.position.selected = kept
        }
      case .failure(let failure):
        state.message = .failed(failure)
      }
      state.pages[index].articleList = page
    }
    guard state.opensFirstUnread == scope, case .articles(let list) = state.pages.last,
      list.scope == scope
    else { return [] }
    state.opensFirstUnread = nil
    return openNextUnread(&state, in: list, after: -1, replacing: false, crossesFeeds: false)
  }

  /// Why a list is empty, or a failed feed's reason: a feed that failed says why it has nothing,
  /// rather than suggesting a refresh that fails again.
  func emptyListMessage(_ scope: ArticleListScope, _ state: ReaderState) -> StatusMessage {
    if case .feed(let feed) = scope, let failure = state.failures[feed] {
      return .feedFailed(failure)
    }
    return .listEmpty
  }

  /// Opens the first unread article after `index` in `list`. When there is none below, `n` goes on
  /// as newsboat's does: from a feed's list into the next feed with unread articles, and around
  /// to the top in a list of every feed or of search results.
  ///
  /// A list opened by `n` itself does not go on again: its feed was counted as having unread
  /// articles, and counts that lag behind the store must not send `n` from feed to feed.
  func openNextUnread(
    _ state: inout ReaderState, in list: ArticleListPage, after index: Int, replacing: Bool,
    crossesFeeds: Bool = true
  ) -> [ReaderEffect] {
    var order = Array(list.articles.indices.dropFirst(index + 1))
    let listIndex = replacing ? state.pages.count - 2 : state.pages.count - 1
    if case .feed(let feed) = list.scope {
      if crossesFeeds, !order.contains(where: { !list.articles[$0].isRead }) {
        let feeds = state.subscriptions.map(\.url)
        let current = feeds.firstIndex(of: feed).map { $0 + 1 } ?? 0
        // This feed comes last: its unread articles above the cursor are the last ones left.
        let after = feeds[current...] + feeds[..<current]
        return openFirstUnread(&state, in: after, replacingPages: replacing ? 2 : 1)
      }
    } else {
      order += list.articles.indices.prefix(index + 1)
    }
    guard let next = order.first(where: { !list.articles[$0].isRead }) else {
      state.message = .noUnreadArticles
      return []
    }
    state.pages[listIndex].articleList?.position.selected = next
    return open(&state, list.articles[next], replacing: replacing)
  }
}
