import ArticleStoreClient
import Foundation
import NewsClient
import RichTextCore
import SyncFeature
import TerminalClient
import TextCore

/// The reader's logic: an action and the state go in, the new state and the effects to run come
/// out. Nothing here waits, reads a clock or touches the terminal, so every flow is a sequence of
/// calls a test can check state by state.
///
/// It measures text by TextCore's `TerminalWidth`, as the screen draws it, to know where an
/// article's wrapped text ends, which is where scrolling stops.
public struct ReaderReducer: Sendable {
  /// How many articles a list reads from the store at once: more than anyone scrolls through,
  /// few enough that a store of 100,000 articles opens its "all feeds" list at once.
  public static let articleLimit = 1_000
  /// How many matches a search shows.
  public static let searchLimit = 200

  public init() {}

  public func reduce(_ state: inout ReaderState, _ action: ReaderAction) -> [ReaderEffect] {
    let effects = apply(&state, action)
    clamp(&state)
    return effects
  }

  private func apply(_ state: inout ReaderState, _ action: ReaderAction) -> [ReaderEffect] {
    switch action {
    case .started:
      return start(&state)
    case .key(let key):
      if state.searchInput != nil { return typeSearch(&state, key) }
      if let confirmation = state.confirmation { return answer(confirmation, &state, key) }
      state.message = nil
      guard let command = KeyMap.command(for: key) else { return [] }
      return perform(&state, command)
    case .resized(let size):
      resize(&state, to: size)
      return []
    case .resumed:
      return [.redraw]
    case .feedsLoaded(.success(let counts)):
      let selectedFeed = selectedFeedRow(state)?.feed
      state.feeds = FeedRow.rows(state.subscriptions, counts: counts, failures: state.failures)
      state.areFeedsLoaded = true
      reselect(feed: selectedFeed, in: &state)
      return []
    case .feedsLoaded(.failure(let failure)):
      state.areFeedsLoaded = true
      state.message = StatusMessage(failure.message, isError: true)
      return []
    case .articlesLoaded(let scope, let result):
      return loaded(&state, scope, result)
    case .articleLoaded(let id, let result, let isPage):
      var article: ReaderArticle?
      for index in state.pages.indices where state.pages[index].articlePage?.article.id == id {
        state.pages[index].articlePage?.isLoadingBody = false
        switch result {
        case .success(let body):
          state.pages[index].articlePage?.body = body.map(ReaderArticle.safeBody)
        case .failure(let failure):
          state.message = StatusMessage(failure.message, isError: true)
        }
        article = state.pages[index].articlePage?.article
      }
      // A feed set to reader mode fetches the page of every article opened, once.
      guard let article, !isPage, case .success = result,
        state.subscriptions.first(where: { $0.url == article.feed })?.fetchesPages == true
      else { return [] }
      return fetchPage(&state, article, announcesFailure: false)
    case .pageFetched(let id, let result):
      if state.fetchingPage == id { state.fetchingPage = nil }
      switch result {
      case .success(let body):
        for index in state.pages.indices where state.pages[index].articlePage?.article.id == id {
          state.pages[index].articlePage?.body = ReaderArticle.safeBody(body)
        }
        state.message = StatusMessage("The whole article, from its page")
      case .failure(let failure):
        state.message = StatusMessage(failure.message, isError: true)
      }
      return []
    case .feedRefreshed(let result):
      return refreshed(&state, result)
    case .refreshFinished(let retentionFailure):
      return refreshFinished(&state, retentionFailure: retentionFailure)
    case .syncStarted:
      state.refresh?.isSync = true
      return []
    case .syncFinished(let result):
      return syncFinished(&state, result)
    case .subscriptionsChanged(let subscriptions):
      state.subscriptions = subscriptions
      return []
    case .readMarksSaved(let change, .success(let changed)):
      if change.isAnnounced {
        let noun = changed == 1 ? "article" : "articles"
        state.message = StatusMessage(
          "Marked \(changed) \(noun) \(change.isRead ? "read" : "unread")")
      }
      return [.loadFeeds]
    case .starsSaved(.success):
      return []
    case .starsSaved(.failure(let failure)):
      state.message = StatusMessage(failure.message, isError: true)
      return []
    case .readMarksSaved(_, .failure(let failure)):
      state.message = StatusMessage(failure.message, isError: true)
      return [.loadFeeds]
    case .playbackProgressed(let phase):
      state.playback?.phase = phase
      return []
    case .playbackFinished(let failure):
      guard let playback = state.playback else { return [] }
      state.playback = nil
      state.message =
        failure.map { StatusMessage($0.message, isError: true) }
        ?? StatusMessage("Finished playing \(playback.title)")
      return []
    case .browserFinished(let failure):
      if let failure { state.message = StatusMessage(failure.message, isError: true) }
      return [.redraw]
    }
  }

  // MARK: Starting

  private func start(_ state: inout ReaderState) -> [ReaderEffect] {
    var effects: [ReaderEffect] = [.loadFeeds]
    if let feed = state.options.feed {
      effects += push(&state, .feed(feed))
    }
    if state.options.refreshesOnStart {
      effects += refresh(&state, state.subscriptions.map(\.url))
    }
    return effects
  }

  // MARK: Keys

  private func perform(_ state: inout ReaderState, _ command: ReaderCommand) -> [ReaderEffect] {
    switch command {
    case .quit:
      return [.quit]
    case .interrupt:
      return [.interrupt]
    case .back:
      guard state.pages.count > 1 else { return [.quit] }
      state.pages.removeLast()
      return []
    case .help:
      if case .help = state.pages.last { return [] }
      state.pages.append(.help(scroll: 0))
      return []
    case .search:
      state.searchInput = ""
      return []
    case .reloadAll:
      return refresh(&state, state.subscriptions.map(\.url))
    case .markAllRead:
      guard !state.subscriptions.isEmpty else { return [] }
      state.confirmation = .markAllRead
      return []
    case .stop:
      guard state.playback != nil else {
        state.message = StatusMessage("Nothing is playing")
        return []
      }
      state.playback = nil
      return [.cancel(.playback)]
    case .redraw:
      return [.redraw]
    default:
      break
    }
    if let movement = Movement(command) {
      move(&state, movement)
      return []
    }
    switch state.pages.last {
    case .feeds:
      return performOnFeeds(&state, command)
    case .articles(let page):
      return performOnArticles(&state, command, page)
    case .article(let page):
      return performOnArticle(&state, command, page)
    case .help:
      return []
    case .links(let page):
      guard command == .open || command == .openInBrowser,
        page.links.indices.contains(page.position.selected)
      else { return [] }
      guard let url = URL(string: page.links[page.position.selected].address) else {
        state.message = StatusMessage("This link is not an address a browser can open")
        return []
      }
      return [.openInBrowser(url)]
    case nil:
      return []
    }
  }

  /// Moves the cursor of the screen shown, or scrolls its text: the same keys on every screen.
  private func move(_ state: inout ReaderState, _ movement: Movement) {
    let height = state.bodyHeight
    switch state.pages.last {
    case .feeds:
      let count = state.visibleFeeds.count
      state.topPage.feedList?.move(movement, count: count, height: height)
    case .articles(let page):
      state.topPage.articleList?.position.move(movement, count: page.articles.count, height: height)
    case .article(let page):
      state.topPage.articlePage?.scroll = movement.scrolled(page.scroll, height: height)
    case .help(let scroll):
      state.topPage.helpScroll = movement.scrolled(scroll, height: height)
    case .links(let page):
      state.topPage.linkList?.position.move(movement, count: page.links.count, height: height)
    case nil:
      break
    }
  }

  private func performOnFeeds(_ state: inout ReaderState, _ command: ReaderCommand)
    -> [ReaderEffect]
  {
    guard let row = selectedFeedRow(state) else { return [] }
    let feeds = row.feed.map { [$0] } ?? state.subscriptions.map(\.url)
    switch command {
    case .open:
      return push(&state, row.feed.map(ArticleListScope.feed) ?? .allFeeds)
    case .reload:
      return refresh(&state, feeds)
    case .markFeedRead:
      return markRead(&state, feeds: feeds)
    case .nextUnread:
      let feeds = state.visibleFeeds.compactMap(\.feed)
      let selected = selectedFeedRow(state)?.feed
      // From the selected feed itself: its unread articles are the next ones.
      let start = selected.flatMap { feeds.firstIndex(of: $0) } ?? 0
      return openFirstUnread(&state, in: feeds[start...] + feeds[..<start], replacingPages: 0)
    case .openInBrowser, .play, .toggleRead:
      state.message = StatusMessage("Open a feed and choose an article first")
      return []
    default:
      return []
    }
  }

  private func performOnArticles(
    _ state: inout ReaderState, _ command: ReaderCommand, _ page: ArticleListPage
  ) -> [ReaderEffect] {
    if command == .nextUnread {
      return openNextUnread(&state, in: page, after: page.position.selected, replacing: false)
    }
    if command == .reload || command == .markFeedRead {
      let feeds: [URL]?
      switch page.scope {
      case .feed(let feed): feeds = [feed]
      case .allFeeds: feeds = state.subscriptions.map(\.url)
      case .search: feeds = nil
      }
      if let feeds {
        return command == .reload ? refresh(&state, feeds) : markRead(&state, feeds: feeds)
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

  /// Commands that act on one article, from its own screen or from a list with it selected.
  private func performOnArticle(
    _ state: inout ReaderState, _ command: ReaderCommand, _ page: ArticlePage
  ) -> [ReaderEffect] {
    let article = page.article
    switch command {
    case .fetchPage:
      guard case .article = state.pages.last else {
        state.message = StatusMessage("Open the article to fetch its page")
        return []
      }
      return fetchPage(&state, article, announcesFailure: true)
    case .links:
      guard case .article = state.pages.last else {
        state.message = StatusMessage("Open the article to see its links")
        return []
      }
      guard let links = page.body?.links, !links.isEmpty else {
        state.message = StatusMessage(
          page.isLoadingBody ? "The article is still being read" : "This article has no links")
        return []
      }
      state.pages.append(.links(ArticleLinksPage(title: article.title, links: links)))
      return []
    case .openInBrowser:
      guard let link = article.link else {
        state.message = StatusMessage("This article has no link")
        return []
      }
      return [.openInBrowser(link)]
    case .play:
      return play(&state, article)
    case .reload:
      return refresh(&state, [article.feed])
    case .markFeedRead:
      return markRead(&state, feeds: [article.feed])
    case .toggleStar:
      let isStarred = !article.isStarred
      for index in state.pages.indices {
        state.pages[index].articleList?.changeArticles(
          where: { $0.id == article.id }, with: { $0.isStarred = isStarred })
        if state.pages[index].articlePage?.article.id == article.id {
          state.pages[index].articlePage?.article.isStarred = isStarred
        }
      }
      return [.setStarred([article.id], isStarred: isStarred)]
    case .toggleRead:
      let isRead = !article.isRead
      setReadLocally(&state, isRead: isRead) { $0.id == article.id }
      return [.setRead(ReadMarkChange([.articles([article.id])], isRead: isRead))]
    case .nextUnread:
      guard state.pages.count >= 2, case .articles(let list) = state.pages[state.pages.count - 2]
      else {
        state.message = StatusMessage("No unread articles")
        return []
      }
      let index = list.articles.firstIndex { $0.id == article.id } ?? list.position.selected
      return openNextUnread(&state, in: list, after: index, replacing: true)
    default:
      return []
    }
  }

  /// Reader mode: the article's page is fetched in the background, its progress on the status
  /// line, while the article stays readable. One fetch at a time.
  private func fetchPage(
    _ state: inout ReaderState, _ article: ReaderArticle, announcesFailure: Bool
  ) -> [ReaderEffect] {
    guard let link = article.link else {
      if announcesFailure { state.message = StatusMessage("This article has no page to fetch") }
      return []
    }
    guard state.fetchingPage == nil else {
      if announcesFailure { state.message = StatusMessage("A page is already being fetched") }
      return []
    }
    state.fetchingPage = article.id
    return [.fetchPage(article.id, link)]
  }

  // MARK: Questions

  /// `y` does what was asked; any other key declines, so a stray key never marks anything.
  private func answer(_ confirmation: ReaderConfirmation, _ state: inout ReaderState, _ key: Key)
    -> [ReaderEffect]
  {
    if KeyMap.command(for: key) == .interrupt { return [.interrupt] }
    state.confirmation = nil
    guard key == .character("y") || key == .character("Y") else {
      state.message = StatusMessage("Nothing was marked")
      return []
    }
    switch confirmation {
    case .markAllRead:
      return markRead(&state, feeds: state.subscriptions.map(\.url))
    }
  }

  // MARK: Search

  private func typeSearch(_ state: inout ReaderState, _ key: Key) -> [ReaderEffect] {
    switch key {
    case .character(let character):
      if !character.unicodeScalars.contains(where: TerminalText.isControl) {
        state.searchInput?.append(character)
      }
      return []
    case .backspace, .delete:
      if state.searchInput?.isEmpty == false { state.searchInput?.removeLast() }
      return []
    case .control("u"):
      state.searchInput = ""
      return []
    case .control("l"):
      return [.redraw]
    case .escape:
      state.searchInput = nil
      return []
    case .enter:
      let query = state.searchInput?.trimmingCharacters(in: .whitespaces) ?? ""
      state.searchInput = nil
      guard !query.isEmpty else { return [] }
      return push(&state, .search(query))
    default:
      return []
    }
  }

  // MARK: Lists

  /// Opens a list of articles and asks the store for them.
  private func push(_ state: inout ReaderState, _ scope: ArticleListScope) -> [ReaderEffect] {
    state.pages.append(.articles(ArticleListPage(scope: scope)))
    return [load(scope, state)]
  }

  private func load(_ scope: ArticleListScope, _ state: ReaderState) -> ReaderEffect {
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
  private func loaded(
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
        state.message = StatusMessage(failure.message, isError: true)
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
  private func emptyListMessage(_ scope: ArticleListScope, _ state: ReaderState) -> StatusMessage {
    if case .feed(let feed) = scope, let failure = state.failures[feed] {
      return StatusMessage("This feed failed: \(failure)", isError: true)
    }
    return StatusMessage("This list is empty")
  }

  private func selectedFeedRow(_ state: ReaderState) -> FeedRow? {
    guard let index = state.pages.lastIndex(where: { if case .feeds = $0 { true } else { false } }),
      case .feeds(let position) = state.pages[index]
    else { return nil }
    let visible = state.visibleFeeds
    return visible.indices.contains(position.selected) ? visible[position.selected] : nil
  }

  /// Keeps the cursor on the same feed after the list changed under it.
  private func reselect(feed: URL?, in state: inout ReaderState) {
    guard let kept = state.visibleFeeds.firstIndex(where: { $0.feed == feed }) else { return }
    for index in state.pages.indices {
      state.pages[index].feedList?.selected = kept
    }
  }

  // MARK: Reading

  private func open(_ state: inout ReaderState, _ article: ReaderArticle, replacing: Bool)
    -> [ReaderEffect]
  {
    var article = article
    var effects: [ReaderEffect] = []
    if !article.isRead {
      article.isRead = true
      setReadLocally(&state, isRead: true) { $0.id == article.id }
      effects.append(.setRead(ReadMarkChange([.articles([article.id])], isRead: true)))
    }
    if replacing { state.pages.removeLast() }
    state.pages.append(.article(ArticlePage(article: article)))
    return effects + [.loadArticle(article.id)]
  }

  /// Opens the first unread article after `index` in `list`. When there is none below, `n` goes on
  /// as newsboat's does: from a feed's list into the next feed with unread articles, and around
  /// to the top in a list of every feed or of search results.
  ///
  /// A list opened by `n` itself does not go on again: its feed was counted as having unread
  /// articles, and counts that lag behind the store must not send `n` from feed to feed.
  private func openNextUnread(
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
      state.message = StatusMessage("No unread articles")
      return []
    }
    state.pages[listIndex].articleList?.position.selected = next
    return open(&state, list.articles[next], replacing: replacing)
  }

  /// Opens the list of the first of `feeds` that has unread articles, as the counts tell, to open
  /// its first unread article when the store has answered; it takes the place of the top
  /// `replacingPages` pages (the list left behind, and the article read last).
  private func openFirstUnread<Feeds: Collection<URL>>(
    _ state: inout ReaderState, in feeds: Feeds, replacingPages: Int
  ) -> [ReaderEffect] {
    let unread = Dictionary(
      state.feeds.compactMap { row in row.feed.map { ($0, row.unread) } },
      uniquingKeysWith: { first, _ in first })
    guard let next = feeds.first(where: { (unread[$0] ?? 0) > 0 }) else {
      state.message = StatusMessage("No feed has unread articles")
      return []
    }
    state.pages.removeLast(min(replacingPages, state.pages.count - 1))
    state.opensFirstUnread = .feed(next)
    return push(&state, .feed(next))
  }

  private func markRead(_ state: inout ReaderState, feeds: [URL]) -> [ReaderEffect] {
    guard !feeds.isEmpty else { return [] }
    let marked = Set(feeds)
    setReadLocally(&state, isRead: true) { marked.contains($0.feed) }
    return [
      .setRead(ReadMarkChange(feeds.map(ArticleSelection.feed), isRead: true, isAnnounced: true))
    ]
  }

  /// Shows a read mark at once on every screen that lists the article, before the store has
  /// saved it; the counts follow when the store answers.
  private func setReadLocally(
    _ state: inout ReaderState, isRead: Bool, where matches: (ReaderArticle) -> Bool
  ) {
    for index in state.pages.indices {
      state.pages[index].articleList?.changeArticles(where: matches, with: { $0.isRead = isRead })
      if let page = state.pages[index].articlePage, matches(page.article) {
        state.pages[index].articlePage?.article.isRead = isRead
      }
    }
  }

  // MARK: Refreshing

  private func refresh(_ state: inout ReaderState, _ feeds: [URL]) -> [ReaderEffect] {
    guard state.refresh == nil else {
      state.message = StatusMessage("A refresh is already running")
      return []
    }
    guard !feeds.isEmpty else {
      state.message = StatusMessage("There are no feeds to refresh")
      return []
    }
    state.refresh = RefreshStatus(total: feeds.count)
    return [.refresh(feeds, retention: state.options.retention)]
  }

  private func refreshed(_ state: inout ReaderState, _ result: FeedRefreshResult)
    -> [ReaderEffect]
  {
    guard state.refresh != nil else { return [] }
    state.refresh?.completed += 1
    state.refresh?.inserted += result.inserted
    if let failure = result.failure {
      state.refresh?.failures.append(failure)
      state.failures[result.feed] = failure.message
    } else {
      state.failures[result.feed] = nil
    }
    let selectedFeed = selectedFeedRow(state)?.feed
    for index in state.feeds.indices where state.feeds[index].feed == result.feed {
      state.feeds[index].failure = result.failure?.message
    }
    reselect(feed: selectedFeed, in: &state)
    guard result.inserted > 0 else { return [] }
    // Lists that show this feed are read again as it lands, not when the slowest feed is done.
    var effects: [ReaderEffect] = [.loadFeeds]
    for page in state.pages {
      guard case .articles(let list) = page else { continue }
      if list.scope == .feed(result.feed) || list.scope == .allFeeds {
        effects.append(load(list.scope, state))
      }
    }
    return effects
  }

  /// Says what the refresh did and reloads every list shown, so new articles appear without the
  /// cursor moving off the article it is on.
  private func refreshFinished(_ state: inout ReaderState, retentionFailure: ReaderFailure?)
    -> [ReaderEffect]
  {
    guard let refresh = state.refresh else { return [] }
    state.refresh = nil
    let feeds = refresh.total == 1 ? "1 feed" : "\(refresh.total) feeds"
    let articles = refresh.inserted == 1 ? "1 new article" : "\(refresh.inserted) new articles"
    if let first = refresh.failures.first {
      let failed =
        refresh.failures.count == 1 ? "1 failed" : "\(refresh.failures.count) failed"
      state.message = StatusMessage(
        "Refreshed \(feeds), \(articles), \(failed): \(first.message)", isError: true)
    } else if let retentionFailure {
      state.message = StatusMessage(
        "Refreshed \(feeds), \(articles); \(retentionFailure.message)", isError: true)
    } else {
      state.message = StatusMessage("Refreshed \(feeds), \(articles)")
    }
    return reloadEverything(state)
  }

  private func syncFinished(_ state: inout ReaderState, _ result: Result<SyncReport, ReaderFailure>)
    -> [ReaderEffect]
  {
    guard state.refresh != nil else { return [] }
    state.refresh = nil
    switch result {
    case .success(let report):
      state.message = StatusMessage("Synced: \(report.summary)")
    case .failure(let failure):
      state.message = StatusMessage(
        "Sync failed, the stored articles are shown: \(failure.message)", isError: true)
    }
    return reloadEverything(state)
  }

  /// The feeds' counts and every open list, read again after the store changed under them.
  private func reloadEverything(_ state: ReaderState) -> [ReaderEffect] {
    var effects: [ReaderEffect] = [.loadFeeds]
    for page in state.pages {
      if case .articles(let list) = page { effects.append(load(list.scope, state)) }
    }
    return effects
  }

  // MARK: Playing

  private func play(_ state: inout ReaderState, _ article: ReaderArticle) -> [ReaderEffect] {
    guard let audio = article.audio else {
      state.message = StatusMessage("This article has no audio")
      return []
    }
    state.playback = PlaybackStatus(title: article.title, phase: .downloading(percent: nil))
    return [.play(audio)]
  }

  // MARK: Layout

  /// Keeps every cursor and scroll inside what its screen shows, after any action: a reload can
  /// shorten a list, a resize can shorten the screen.
  private func clamp(_ state: inout ReaderState) {
    let height = state.bodyHeight
    let feeds = state.visibleFeeds.count
    for index in state.pages.indices {
      switch state.pages[index] {
      case .feeds:
        state.pages[index].feedList?.clamp(count: feeds, height: height)
      case .articles(let page):
        state.pages[index].articleList?.position.clamp(count: page.articles.count, height: height)
      case .article(let page):
        let lines = ArticleLayout.lines(of: page, state: state).count
        state.pages[index].articlePage?.scroll = min(max(0, page.scroll), max(0, lines - height))
      case .help(let scroll):
        let lines = KeyMap.help.count
        state.pages[index].helpScroll = min(max(0, scroll), max(0, lines - height))
      case .links(let page):
        state.pages[index].linkList?.position.clamp(count: page.links.count, height: height)
      }
    }
  }

  /// Takes the new size, keeping each article where the reader was in its text: the top line's
  /// place in the body is found again in the body laid out to the new width, rather than the
  /// line number kept, which would move the text by about a paragraph.
  private func resize(_ state: inout ReaderState, to size: TerminalSize) {
    let anchors = state.pages.map { page -> RichTextLayout.Anchor? in
      guard case .article(let article) = page else { return nil }
      let lines = ArticleLayout.lines(of: article, state: state)
      return lines.indices.contains(article.scroll) ? lines[article.scroll].anchor : nil
    }
    state.size = size
    for (index, anchor) in zip(state.pages.indices, anchors) {
      guard let anchor, let page = state.pages[index].articlePage,
        let line = ArticleLayout.line(for: anchor, in: ArticleLayout.lines(of: page, state: state))
      else { continue }
      state.pages[index].articlePage?.scroll = line
    }
  }
}
