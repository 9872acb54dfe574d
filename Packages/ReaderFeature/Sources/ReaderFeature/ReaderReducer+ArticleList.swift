import ArticleStoreClient
import Foundation
import NewsFeature

/// A list of articles: its commands, loading it, and the next unread article in it.
extension ReaderReducer {
  func performOnArticles(
    _ state: inout ReaderState, _ command: ReaderCommand, _ page: ArticleListPage
  ) -> [ReaderEffect] {
    if command == .nextUnread {
      return openNextUnread(&state, in: page, after: page.position.selected, replacing: false)
    }
    if command == .openAllUnread || command == .openAllUnreadAndMarkRead {
      return openAllUnread(&state, in: page, marksRead: command == .openAllUnreadAndMarkRead)
    }
    if command == .reload || command == .markFeedRead {
      switch (page.scope.unfiltered, command) {
      case (.feed(let feed), .reload): return refresh(&state, [feed])
      case (.feed(let feed), _): return markRead(&state, feeds: [feed], listedIn: page)
      // The list of every feed refreshes every subscription as saved now.
      case (.allFeeds, .reload): return refresh(&state, nil)
      case (.allFeeds, _):
        return markRead(&state, feeds: state.subscriptions.map(\.url), listedIn: page)
      case (.search, _), (.filtered, _): break
      }
    }
    guard let article = page.selected else {
      if [.openInBrowser, .openInBrowserAndMarkRead, .play, .toggleRead].contains(command) {
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

  /// newsboat's `open-all-unread-in-browser`: the link of each unread article listed, through
  /// `o`'s path, at most ``ReaderReducer/mostOpenedAtOnce`` of them, and, when `marksRead`, those
  /// opened marked read through `N`'s path.
  private func openAllUnread(
    _ state: inout ReaderState, in page: ArticleListPage, marksRead: Bool
  ) -> [ReaderEffect] {
    let unread = page.articles.filter { !$0.isRead && $0.link != nil }
    let opened = unread.prefix(Self.mostOpenedAtOnce)
    guard !opened.isEmpty else {
      state.message = .noUnreadArticles
      return []
    }
    var effects = [ReaderEffect.openEachInBrowser(opened.compactMap(\.link))]
    if marksRead {
      let ids = opened.map(\.id)
      let marked = Set(ids)
      state.changeArticles(where: { marked.contains($0.id) }, with: { $0.isRead = true })
      effects.append(.setRead(ReadMarkChange([.articles(ids)], isRead: true)))
    }
    state.message = .openedUnread(opened.count, of: unread.count)
    return effects
  }

  /// Opens a list of articles and asks the store for its first page.
  func push(_ state: inout ReaderState, _ scope: ArticleListScope) -> [ReaderEffect] {
    let list = ArticleListPage(scope: scope)
    state.pages.append(.articles(list))
    return [load(list, state)]
  }

  /// Reads `list`'s rows from the top: as many as it lists, at least a page, and at least `rows`,
  /// so that a list read again after the store changed keeps every row the reader has reached.
  func load(_ list: ArticleListPage, _ state: ReaderState, rows: Int = 0) -> ReaderEffect {
    if case .search(let text, let filter) = list.scope {
      return .search(
        text, filter, tags: state.subscriptions.tagsByFeed, limit: Self.searchLimit)
    }
    var query = query(list.scope, state)
    query.limit = max(Self.articlesPerPage, list.articles.count, rows)
    return .loadArticles(list.scope, query)
  }

  /// What the store is asked for the rows of a feed's list or of every feed's, newest first.
  private func query(_ scope: ArticleListScope, _ state: ReaderState) -> ArticleQuery {
    let feeds: [URL]
    switch scope.unfiltered {
    case .feed(let feed): feeds = [feed]
    case .allFeeds: feeds = state.subscriptions.map(\.url)
    case .search, .filtered: feeds = []
    }
    // Without summaries: the list shows none, and an article opened reads its own with its body.
    // The tags only for a filter, which alone reads them.
    return ArticleQuery(
      feeds: feeds, unreadOnly: state.options.unreadOnly, limit: Self.articlesPerPage,
      includesSummaries: false,
      tags: scope.filter == nil ? [:] : state.subscriptions.tagsByFeed)
  }

  /// Fills every list of `scope` on the stack with its rows read from the top, keeping the cursor
  /// on the article it was on.
  func loaded(
    _ state: inout ReaderState, _ scope: ArticleListScope,
    _ result: Result<[StoredArticle], ReaderFailure>
  ) -> [ReaderEffect] {
    let subscriptions = ReaderArticle.byFeed(state.subscriptions)
    var effects: [ReaderEffect] = []
    for index in state.pages.indices {
      guard var page = state.pages[index].articleList, page.scope == scope else { continue }
      page.isLoading = false
      switch result {
      case .success(let stored):
        let articles = stored.map { ReaderArticle($0, subscription: subscriptions[$0.feed]) }
        page.position.selected = keptSelection(page, in: articles)
        page.articles = articles
        // An answer of a page or more may have left rows unread; search results are not paged.
        if case .search = scope {} else { page.mayHaveMore = stored.count >= Self.articlesPerPage }
        if page.nextPage != nil {
          page.nextPage = page.nextPage == .rereading ? nil : .outdated
        }
        if page.unreadSeek == nil { effects += readOn(&page, &state) }
      case .failure(let failure):
        if page.nextPage == .rereading { page.nextPage = nil }
        page.unreadSeek = nil
        state.message = .failed(failure)
      }
      state.pages[index].articleList = page
      effects += seekUnreadOn(&state, at: index)
    }
    guard state.opensFirstUnread == scope, case .articles(let list) = state.pages.last,
      list.scope == scope
    else { return effects }
    state.opensFirstUnread = nil
    return effects
      + openNextUnread(&state, in: list, after: -1, replacing: false, crossesFeeds: false)
  }

  /// The row to keep the cursor on when `list` is read again as `articles`: the article it was
  /// on, or, when that is no longer listed (read, in a list of unread articles), the first one
  /// after it that still is, so the cursor stays where the reader was in the list.
  private func keptSelection(_ list: ArticleListPage, in articles: [ReaderArticle]) -> Int {
    guard list.articles.indices.contains(list.position.selected) else {
      return list.position.selected
    }
    let rows = Dictionary(
      articles.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    for article in list.articles[list.position.selected...] {
      if let row = rows[article.id] { return row }
    }
    return list.position.selected
  }

  /// Appends a list's next page where it continues the rows listed: it was asked from the last
  /// row listed, so it starts with that article unless the store changed above it, and then the
  /// rows are read again from the top. An article already listed is not listed twice.
  func loadedMore(
    _ state: inout ReaderState, _ scope: ArticleListScope, _ query: ArticleQuery,
    _ result: Result<[StoredArticle], ReaderFailure>
  ) -> [ReaderEffect] {
    let subscriptions = ReaderArticle.byFeed(state.subscriptions)
    var effects: [ReaderEffect] = []
    for index in state.pages.indices {
      guard var page = state.pages[index].articleList, page.scope == scope,
        let asked = page.nextPage, asked != .rereading
      else { continue }
      page.nextPage = nil
      switch result {
      case .success(let stored) where asked == .asked:
        if let last = page.articles.last, stored.first?.id == last.id {
          var listed = Set(page.articles.map(\.id))
          for article in stored.dropFirst() where listed.insert(article.id).inserted {
            page.articles.append(ReaderArticle(article, subscription: subscriptions[article.feed]))
          }
          page.mayHaveMore = stored.count >= query.limit
        } else {
          page.nextPage = .rereading
          let rows = page.goesToBottom ? Int.max : page.articles.count + Self.articlesPerPage
          effects.append(load(page, state, rows: rows))
        }
        if page.unreadSeek == nil { effects += readOn(&page, &state) }
      case .success:
        // Outdated: the rows were read again meanwhile, and the next page is asked anew.
        if page.unreadSeek == nil { effects += readOn(&page, &state) }
      case .failure(let failure):
        // Not asked again until the cursor moves, so a failing store is not asked in a loop.
        page.goesToBottom = false
        page.unreadSeek = nil
        state.message = .failed(failure)
      }
      state.pages[index].articleList = page
      effects += seekUnreadOn(&state, at: index)
    }
    return effects
  }

  /// Moves the cursor of the list shown. `G` before the last row is read reads the rest first,
  /// and moves there when it arrives.
  func moveInList(_ state: inout ReaderState, _ movement: Movement) -> [ReaderEffect] {
    guard var list = state.topPage.articleList else { return [] }
    list.position.move(movement, count: list.articles.count, height: state.bodyHeight)
    list.goesToBottom = movement == .bottom && list.mayHaveMore
    // A move of the cursor takes the place of an `n` still looking for its article.
    list.unreadSeek = nil
    if list.goesToBottom { state.message = .loadingRestOfList }
    let effects = readOn(&list, &state)
    state.topPage.articleList = list
    return effects
  }

  /// Asks for `list`'s next page when it needs one: when the cursor comes within
  /// ``ReaderReducer/rowsReadAhead`` of the last row listed, at once while `n` seeks an unread
  /// article, or at once, for every row left, while `G` waits; and, once every row is listed,
  /// moves the cursor `G` left waiting to the last one.
  private func readOn(_ list: inout ArticleListPage, _ state: inout ReaderState) -> [ReaderEffect] {
    guard !list.isLoading, list.nextPage == nil else { return [] }
    guard list.mayHaveMore, !list.articles.isEmpty else {
      if list.goesToBottom {
        list.goesToBottom = false
        list.position.move(.bottom, count: list.articles.count, height: state.bodyHeight)
        if state.message == .loadingRestOfList { state.message = nil }
      }
      return []
    }
    guard
      list.goesToBottom || list.unreadSeek != nil
        || list.position.selected >= list.articles.count - Self.rowsReadAhead
    else { return [] }
    var query = query(list.scope, state)
    // From the last row listed, which the page must start with to continue the list.
    query.offset = list.articles.count - 1
    query.limit = list.goesToBottom ? Int.max : Self.articlesPerPage + 1
    list.nextPage = .asked
    return [.loadMoreArticles(list.scope, query)]
  }

  /// Goes on with the `n` that the list at `index` on the stack is seeking an unread article for,
  /// once no read of its rows is under way: from the cursor, as if every row now listed had been
  /// listed when `n` was pressed. The seek is dropped when the pages above the list have changed.
  private func seekUnreadOn(_ state: inout ReaderState, at index: Int) -> [ReaderEffect] {
    guard var list = state.pages[index].articleList, let seek = list.unreadSeek,
      !list.isLoading, list.nextPage == nil
    else { return [] }
    list.unreadSeek = nil
    state.pages[index].articleList = list
    if state.message == .seekingUnreadArticle { state.message = nil }
    let stackIsAsLeft =
      seek.replacesArticle
      ? index == state.pages.count - 2 && state.pages.last?.articlePage != nil
      : index == state.pages.count - 1
    guard stackIsAsLeft else { return [] }
    return openNextUnread(
      &state, in: list, after: list.position.selected, replacing: seek.replacesArticle,
      crossesFeeds: seek.crossesFeeds)
  }

  /// Why a list is empty, or a failed feed's reason: a feed that failed says why it has nothing,
  /// rather than suggesting a refresh that fails again.
  func emptyListMessage(_ scope: ArticleListScope, _ state: ReaderState) -> StatusMessage {
    if case .feed(let feed) = scope.unfiltered, let failure = state.failures[feed] {
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
  ///
  /// Rows not yet listed count as below the last one: when none listed below the cursor is unread
  /// and the store may hold more, the list reads on until a page has one (``UnreadSeek``).
  func openNextUnread(
    _ state: inout ReaderState, in list: ArticleListPage, after index: Int, replacing: Bool,
    crossesFeeds: Bool = true
  ) -> [ReaderEffect] {
    var order = Array(list.articles.indices.dropFirst(index + 1))
    let listIndex = replacing ? state.pages.count - 2 : state.pages.count - 1
    if list.mayHaveMore, !order.contains(where: { !list.articles[$0].isRead }),
      var seeking = state.pages[listIndex].articleList
    {
      seeking.unreadSeek = UnreadSeek(crossesFeeds: crossesFeeds, replacesArticle: replacing)
      state.message = .seekingUnreadArticle
      let effects = readOn(&seeking, &state)
      state.pages[listIndex].articleList = seeking
      return effects
    }
    if case .feed(let feed) = list.scope.unfiltered {
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
