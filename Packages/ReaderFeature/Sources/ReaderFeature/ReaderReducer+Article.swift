import ArticleStoreClient
import Foundation
import NewsFeature
import RichTextCore

/// One article: its commands, from its own screen or from a list with it selected.
extension ReaderReducer {
  /// Commands that act on one article, from its own screen or from a list with it selected.
  func performOnArticle(
    _ state: inout ReaderState, _ command: ReaderCommand, _ page: ArticlePage
  ) -> [ReaderEffect] {
    let article = page.article
    switch command {
    case .fetchPage:
      guard case .article = state.pages.last else {
        state.message = .openArticleToFetchPage
        return []
      }
      return fetchPage(&state, article, announcesFailure: true)
    case .links:
      guard let links = links(&state, of: page) else { return [] }
      state.pages.append(.links(ArticleLinksPage(title: article.title, links: links)))
      return []
    case .openLink(let number):
      guard let links = links(&state, of: page) else { return [] }
      return openLink(&state, number, of: links)
    case .openInBrowser:
      guard let link = article.link else {
        state.message = .noLink
        return []
      }
      return [.openInBrowser(link)]
    case .openInBrowserAndMarkRead:
      guard let link = article.link else {
        state.message = .noLink
        return []
      }
      guard !article.isRead else { return [.openInBrowser(link)] }
      return [.openInBrowser(link)] + performOnArticle(&state, .toggleRead, page)
    case .openAllUnread, .openAllUnreadAndMarkRead:
      state.message = .openAListFirst
      return []
    case .play:
      return play(&state, article)
    case .reload:
      return refresh(&state, [article.feed])
    case .markFeedRead:
      return markRead(&state, feeds: [article.feed])
    case .toggleStar:
      let isStarred = !article.isStarred
      state.changeArticles(where: { $0.id == article.id }, with: { $0.isStarred = isStarred })
      return [.setStarred([article.id], isStarred: isStarred)]
    case .toggleRead:
      let isRead = !article.isRead
      state.changeArticles(where: { $0.id == article.id }, with: { $0.isRead = isRead })
      return [.setRead(ReadMarkChange([.articles([article.id])], isRead: isRead))]
    case .nextUnread:
      guard state.pages.count >= 2, case .articles(let list) = state.pages[state.pages.count - 2]
      else {
        state.message = .noUnreadArticles
        return []
      }
      let index = list.articles.firstIndex { $0.id == article.id } ?? list.position.selected
      return openNextUnread(&state, in: list, after: index, replacing: true)
    default:
      return []
    }
  }

  /// Opens link `number` of `links`, counted from 1 as the article's text and its links list
  /// number them, through the browser's path as `o` does.
  /// The links of the article open on screen; nil, with the status line saying why, when no
  /// article is open, its body is still loading or it has none.
  private func links(_ state: inout ReaderState, of page: ArticlePage) -> [RichTextLink]? {
    guard case .article = state.pages.last else {
      state.message = .openArticleToSeeLinks
      return nil
    }
    guard let links = page.body?.links, !links.isEmpty else {
      state.message = page.isLoadingBody ? .articleStillLoading : .noLinks
      return nil
    }
    return links
  }

  func openLink(_ state: inout ReaderState, _ number: Int, of links: [RichTextLink])
    -> [ReaderEffect]
  {
    guard links.indices.contains(number - 1) else {
      state.message = .noSuchLink(number, count: links.count)
      return []
    }
    guard let url = URL(string: links[number - 1].address) else {
      state.message = .notABrowserAddress
      return []
    }
    return [.openInBrowser(url)]
  }

  /// Reader mode: the article's page is fetched in the background, its progress on the status
  /// line, while the article stays readable. One fetch at a time.
  func fetchPage(
    _ state: inout ReaderState, _ article: ReaderArticle, announcesFailure: Bool
  ) -> [ReaderEffect] {
    guard article.link != nil else {
      if announcesFailure { state.message = .noPageToFetch }
      return []
    }
    guard state.fetchingPage == nil else {
      if announcesFailure { state.message = .pageAlreadyFetching }
      return []
    }
    state.fetchingPage = article.id
    return [.fetchPage(article.id)]
  }

  func open(_ state: inout ReaderState, _ article: ReaderArticle, replacing: Bool)
    -> [ReaderEffect]
  {
    var article = article
    var effects: [ReaderEffect] = []
    if !article.isRead {
      article.isRead = true
      state.changeArticles(where: { $0.id == article.id }, with: { $0.isRead = true })
      effects.append(.setRead(ReadMarkChange([.articles([article.id])], isRead: true)))
    }
    if replacing { state.pages.removeLast() }
    state.pages.append(.article(ArticlePage(article: article)))
    return effects + [.loadArticle(article.id)]
  }

  /// Marks read what `page` lists of `feeds`: the feeds' every article, or, in a list that `F`
  /// filtered, only what its filter chooses among them, as newsboat's `mark-feed-read` marks what
  /// a filtered list shows, never the articles the filter leaves out.
  func markRead(_ state: inout ReaderState, feeds: [URL], listedIn page: ArticleListPage)
    -> [ReaderEffect]
  {
    guard let filter = page.scope.filter else { return markRead(&state, feeds: feeds) }
    guard !feeds.isEmpty else { return [] }
    let listed = Set(page.articles.map(\.id))
    state.changeArticles(where: { listed.contains($0.id) }, with: { $0.isRead = true })
    let chosen = ArticleSelection.matching(
      filter, among: feeds, tags: state.subscriptions.tagsByFeed, at: now())
    return [.setRead(ReadMarkChange([chosen], isRead: true, isAnnounced: true))]
  }

  func markRead(_ state: inout ReaderState, feeds: [URL]) -> [ReaderEffect] {
    guard !feeds.isEmpty else { return [] }
    let marked = Set(feeds)
    state.changeArticles(where: { marked.contains($0.feed) }, with: { $0.isRead = true })
    return [
      .setRead(ReadMarkChange(feeds.map(ArticleSelection.feed), isRead: true, isAnnounced: true))
    ]
  }

  func play(_ state: inout ReaderState, _ article: ReaderArticle) -> [ReaderEffect] {
    guard let audio = article.audio else {
      state.message = .noAudio
      return []
    }
    state.playback = PlaybackStatus(title: article.title, phase: .downloading(percent: nil))
    return [.play(audio)]
  }
}
