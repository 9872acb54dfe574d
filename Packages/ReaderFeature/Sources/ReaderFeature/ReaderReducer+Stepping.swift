import Foundation

/// Going to the next or previous article or feed, as newsboat's `next`, `prev`, `next-feed`,
/// `prev-feed`, `next-unread-feed`, `prev-unread-feed` and `prev-unread` do: from an article to
/// its neighbour in the list it was opened from, from a feed's list to its neighbour in the feed
/// list's order, and on the feed list the cursor.
extension ReaderReducer {
  func step(_ state: inout ReaderState, _ command: ReaderCommand) -> [ReaderEffect] {
    switch command {
    case .next: return stepArticle(&state, by: 1)
    case .previous: return stepArticle(&state, by: -1)
    case .nextFeed: return stepFeed(&state, by: 1, unreadOnly: false)
    case .previousFeed: return stepFeed(&state, by: -1, unreadOnly: false)
    case .nextUnreadFeed: return stepFeed(&state, by: 1, unreadOnly: true)
    case .previousUnreadFeed: return stepFeed(&state, by: -1, unreadOnly: true)
    case .previousUnread: return openPreviousUnread(&state)
    default: return []
    }
  }

  /// The list an article shown was opened from, with its place on the stack, or the list shown.
  private func currentList(_ state: ReaderState) -> (index: Int, list: ArticleListPage)? {
    let top = state.pages.count - 1
    let index = state.pages[top].articlePage != nil ? top - 1 : top
    guard index >= 0, let list = state.pages[index].articleList else { return nil }
    return (index, list)
  }

  /// The row of the article shown in `list`, or its cursor when no article is open over it.
  private func currentRow(_ state: ReaderState, in list: ArticleListPage) -> Int {
    guard let article = state.topPage.articlePage?.article else { return list.position.selected }
    return list.articles.firstIndex { $0.id == article.id } ?? list.position.selected
  }

  /// The next or previous article, read or not: from an article it opens in its place; on a list
  /// or the feed list the cursor moves.
  private func stepArticle(_ state: inout ReaderState, by offset: Int) -> [ReaderEffect] {
    guard state.topPage.articlePage != nil else {
      if state.topPage.articleList != nil { return moveInList(&state, .lines(offset)) }
      let count = state.visibleFeeds.count
      let height = state.bodyHeight
      state.topPage.feedList?.move(by: offset, count: count, height: height)
      return []
    }
    guard let (index, list) = currentList(state) else { return [] }
    let row = currentRow(state, in: list) + offset
    guard list.articles.indices.contains(row) else {
      state.message = offset > 0 ? .noNextArticle : .noPreviousArticle
      return []
    }
    state.pages[index].articleList?.position.selected = row
    return open(&state, list.articles[row], replacing: true)
  }

  /// newsboat's `prev-unread`, within the list: the nearest unread article above the cursor, or
  /// above the article shown, opened.
  private func openPreviousUnread(_ state: inout ReaderState) -> [ReaderEffect] {
    guard let (index, list) = currentList(state) else {
      return stepFeed(&state, by: -1, unreadOnly: true)
    }
    let above = list.articles.indices.prefix(currentRow(state, in: list))
    guard let row = above.last(where: { !list.articles[$0].isRead }) else {
      state.message = .noUnreadArticles
      return []
    }
    state.pages[index].articleList?.position.selected = row
    return open(&state, list.articles[row], replacing: index < state.pages.count - 1)
  }

  /// The feed after or before the one whose list (or article) is shown, among the feeds the
  /// feed list shows, with unread articles when `unreadOnly`: its list takes the place of the one
  /// left, and the feed list's cursor follows. On the feed list, the cursor moves to it.
  private func stepFeed(_ state: inout ReaderState, by offset: Int, unreadOnly: Bool)
    -> [ReaderEffect]
  {
    let current: URL?
    let replacing: Int
    if let (index, list) = currentList(state) {
      guard case .feed(let feed) = list.scope else {
        state.message = .openAFeedFirst
        return []
      }
      current = feed
      replacing = state.pages.count - index
    } else if case .feeds = state.topPage {
      current = selectedFeedRow(state)?.feed
      replacing = 0
    } else {
      return []
    }
    // A feed the list hides (read since it was opened) is found by its place among every feed;
    // the line for all feeds comes first.
    let place = state.feeds.firstIndex { $0.feed != nil && $0.feed == current } ?? 0
    let visible = Set(state.visibleFeeds.compactMap(\.feed))
    let candidates =
      offset > 0 ? Array(state.feeds.dropFirst(place + 1)) : state.feeds.prefix(place).reversed()
    let found = candidates.first { row in
      row.feed.map(visible.contains) == true && (!unreadOnly || row.unread > 0)
    }
    guard let target = found?.feed else {
      state.message = .noFeed(isNext: offset > 0, hasUnread: unreadOnly)
      return []
    }
    reselect(feed: target, in: &state)
    guard replacing > 0 else { return [] }
    state.pages.removeLast(replacing)
    return push(&state, .feed(target))
  }
}
