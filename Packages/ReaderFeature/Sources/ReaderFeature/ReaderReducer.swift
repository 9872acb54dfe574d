import ArticleStoreClient
import Foundation
import NewsClient
import RichTextCore
import SyncFeature
import TerminalClient
import TextCore

/// The reader's logic: an action and the state go in, the new state and the effects to run come
/// out. Nothing here waits or touches the terminal, and the one clock it reads is given to it
/// (``now``), so every flow is a sequence of calls a test can check state by state.
///
/// It measures text by TextCore's `TerminalWidth`, as the screen draws it, to know where an
/// article's wrapped text ends, which is where scrolling stops.
///
/// This file holds the actions, the commands of every screen and the layout; what each kind of
/// screen does sits beside it, one file a screen (`ReaderReducer+FeedList.swift`,
/// `+ArticleList`, `+Article`, `+Search`), with refreshing in `+Refresh`.
public struct ReaderReducer: Sendable {
  /// How many articles a list reads from the store at once: many screenfuls, few enough that a
  /// store of 100,000 articles opens its "all feeds" list at once.
  public static let articlesPerPage = 1_000
  /// How near the last row listed the cursor comes before the next page is read: several
  /// screenfuls, so scrolling never waits for it, and far less than a page, so opening a list
  /// reads one page and not two.
  public static let rowsReadAhead = 250
  /// How many matches a search shows.
  public static let searchLimit = 200
  /// How many articles newsboat's `open-all-unread-in-browser` opens at once: a browser's tabs
  /// for a morning's unread, not a thousand processes for a list left unread for a year.
  public static let mostOpenedAtOnce = 20

  /// The time now, which the error log writes beside each failure: the reader's date dependency
  /// in the app, a fixed date in tests. The one clock the reducer reads, and only when a failure
  /// arrives.
  let now: @Sendable () -> Date

  public init(now: @escaping @Sendable () -> Date) {
    self.now = now
  }

  public func reduce(_ state: inout ReaderState, _ action: ReaderAction) -> ReaderStep {
    logFailures(of: action, in: &state)
    let step = apply(&state, action)
    clamp(&state)
    return step
  }

  private func apply(_ state: inout ReaderState, _ action: ReaderAction) -> ReaderStep {
    switch action {
    case .started:
      return ReaderStep(start(&state))
    case .key(let key):
      if state.searchInput != nil { return typeSearch(&state, key) }
      if state.filterInput != nil { return typeFilter(&state, key) }
      if let confirmation = state.confirmation { return answer(confirmation, &state, key) }
      state.message = nil
      if key == KeyMap.interrupt { return .directive(.interrupt) }
      return press(key, &state)
    case .resized(let size):
      resize(&state, to: size)
      return .none
    case .resumed(let size):
      resize(&state, to: size)
      return .directive(.redraw)
    case .feedsLoaded(.success(let counts)):
      let selectedFeed = selectedFeedRow(state)?.feed
      state.feeds = FeedRow.rows(state.subscriptions, counts: counts, failures: state.failures)
      state.areFeedsLoaded = true
      reselect(feed: selectedFeed, in: &state)
      return .none
    case .feedsLoaded(.failure(let failure)):
      state.areFeedsLoaded = true
      state.message = .failed(failure)
      return .none
    case .storeChecked(.success(let token)):
      return ReaderStep(storeChecked(&state, token: token))
    case .storeChecked(.failure):
      // What is shown reports the store's failures as it is read; a check that failed every
      // second would only repeat one message.
      return .none
    case .articlesLoaded(let scope, let result):
      return ReaderStep(loaded(&state, scope, result))
    case .moreArticlesLoaded(let scope, let query, let result):
      return ReaderStep(loadedMore(&state, scope, query, result))
    case .articleLoaded(let id, let result, let isPage, let byline, let summary):
      var article: ReaderArticle?
      for index in state.pages.indices where state.pages[index].articlePage?.article.id == id {
        state.pages[index].articlePage?.isLoadingBody = false
        switch result {
        case .success(let body):
          state.pages[index].articlePage?.show(body, width: state.size.columns)
          state.pages[index].articlePage?.article.credit(byline)
          state.pages[index].articlePage?.article.fill(summary: summary)
        case .failure(let failure):
          state.message = .failed(failure)
        }
        article = state.pages[index].articlePage?.article
      }
      // A feed set to reader mode fetches the page of every article opened, once.
      guard let article, !isPage, case .success = result,
        state.subscriptions.first(where: { $0.url == article.feed })?.fetchesPages == true
      else { return .none }
      return ReaderStep(fetchPage(&state, article, announcesFailure: false))
    case .pageFetched(let id, let result, let byline):
      if state.fetchingPage == id { state.fetchingPage = nil }
      switch result {
      case .success(let body):
        for index in state.pages.indices where state.pages[index].articlePage?.article.id == id {
          state.pages[index].articlePage?.show(body, width: state.size.columns)
          state.pages[index].articlePage?.article.credit(byline)
        }
        state.message = .pageFetched
      case .failure(let failure):
        state.message = .failed(failure)
      }
      return .none
    case .feedRefreshed(let result):
      return ReaderStep(refreshed(&state, result))
    case .fetchStarted(let feeds):
      state.refresh?.total = feeds
      return .none
    case .refreshFinished(let failure):
      return ReaderStep(refreshFinished(&state, failure: failure))
    case .syncStarted:
      state.refresh?.isSync = true
      return .none
    case .syncFinished(let result, let storeFailure):
      return ReaderStep(syncFinished(&state, result, storeFailure: storeFailure))
    case .subscriptionsChanged(let subscriptions):
      state.subscriptions = subscriptions
      return .none
    case .readMarksSaved(let change, .success(let changed)):
      if change.isAnnounced {
        state.message = .marked(changed, isRead: change.isRead)
      }
      return .run(.loadFeeds)
    case .starsSaved(.success):
      return .none
    case .starsSaved(.failure(let failure)):
      state.message = .failed(failure)
      return .none
    case .readMarksSaved(_, .failure(let failure)):
      state.message = .failed(failure)
      return .run(.loadFeeds)
    case .playbackProgressed(let phase):
      state.playback?.phase = phase
      return .none
    case .playbackFinished(let failure):
      guard let playback = state.playback else { return .none }
      state.playback = nil
      state.message =
        failure.map(StatusMessage.failed) ?? .finishedPlaying(playback.title)
      return .none
    case .browserFinished(let failure):
      if let failure { state.message = .failed(failure) }
      return .directive(.redraw)
    }
  }

  // MARK: Starting

  private func start(_ state: inout ReaderState) -> [ReaderEffect] {
    showStartupWarnings(&state)
    var effects: [ReaderEffect] = [.loadFeeds, .watchStore]
    if let feed = state.options.feed {
      effects += push(&state, .feed(feed))
    }
    if state.options.refreshesOnStart {
      effects += refresh(&state, nil)
    }
    return effects
  }

  // MARK: Keys

  /// Carries out what `key` is bound to on the page shown, each operation in turn until one asks
  /// the runner for something (to quit, say), since a step carries one such request. A key bound
  /// to nothing, or to an operation the reader does not carry out yet, says so rather than
  /// nothing.
  private func press(_ key: Key, _ state: inout ReaderState) -> ReaderStep {
    guard let operations = state.keyMap.operations(for: key, on: state.topPage) else {
      let helpKey = state.keyMap.keys(for: .help, in: KeyContext(state.topPage)).first
      state.message = .keyNotBound(key.name, helpKey: helpKey?.name)
      return .none
    }
    var effects: [ReaderEffect] = []
    for operation in operations {
      switch operation {
      case .command(let command):
        let step = perform(&state, command)
        effects += step.effects
        if let directive = step.directive { return ReaderStep(effects, directive: directive) }
      case .unsupported(let name):
        state.message = .operationNotSupported(name)
      }
    }
    return ReaderStep(effects)
  }

  private func perform(_ state: inout ReaderState, _ command: ReaderCommand) -> ReaderStep {
    switch command {
    case .quit:
      return .directive(.quit)
    case .back:
      guard state.pages.count > 1 else { return .directive(.quit) }
      state.pages.removeLast()
      return .none
    case .help:
      if case .help = state.pages.last { return .none }
      state.pages.append(.help(scroll: 0))
      return .none
    case .errorLog:
      openErrorLog(&state)
      return .none
    case .search:
      state.searchInput = ""
      return .none
    case .filter:
      startFilter(&state)
      return .none
    case .clearFilter:
      return ReaderStep(clearFilter(&state))
    case .reloadAll:
      return ReaderStep(refresh(&state, nil))
    case .markAllRead:
      guard !state.subscriptions.isEmpty else { return .none }
      state.confirmation = .markAllRead
      return .none
    case .stop:
      guard state.playback != nil else {
        state.message = .nothingPlaying
        return .none
      }
      state.playback = nil
      return .directive(.cancel(.playback))
    case .redraw:
      return .directive(.redraw)
    case .toggleShowReadFeeds:
      let selected = selectedFeedRow(state)?.feed
      state.hidesReadFeeds.toggle()
      reselect(feed: selected, in: &state)
      state.message = .readFeeds(areShown: !state.hidesReadFeeds)
      return .none
    case .next, .previous, .nextFeed, .previousFeed, .nextUnreadFeed, .previousUnreadFeed,
      .previousUnread:
      return ReaderStep(step(&state, command))
    default:
      break
    }
    if let movement = Movement(command) {
      return ReaderStep(move(&state, movement))
    }
    switch state.pages.last {
    case .feeds:
      return ReaderStep(performOnFeeds(&state, command))
    case .articles(let page):
      return ReaderStep(performOnArticles(&state, command, page))
    case .article(let page):
      return ReaderStep(performOnArticle(&state, command, page))
    case .help, .errorLog:
      return .none
    case .links(let page):
      if case .openLink(let number) = command {
        return ReaderStep(openLink(&state, number, of: page.links))
      }
      guard [.open, .openInBrowser, .openInBrowserAndMarkRead].contains(command),
        page.links.indices.contains(page.position.selected)
      else { return .none }
      guard let url = URL(string: page.links[page.position.selected].address) else {
        state.message = .notABrowserAddress
        return .none
      }
      return .run(.openInBrowser(url))
    case nil:
      return .none
    }
  }

  /// Moves the cursor of the screen shown, or scrolls its text: the same keys on every screen. A
  /// list of articles may ask for its next page.
  private func move(_ state: inout ReaderState, _ movement: Movement) -> [ReaderEffect] {
    let height = state.bodyHeight
    switch state.pages.last {
    case .feeds:
      let count = state.visibleFeeds.count
      state.topPage.feedList?.move(movement, count: count, height: height)
    case .articles:
      return moveInList(&state, movement)
    case .article(let page):
      state.topPage.articlePage?.scroll = movement.scrolled(page.scroll, height: height)
      state.topPage.articlePage?.resizeAnchor = nil
    case .help(let scroll):
      state.topPage.helpScroll = movement.scrolled(scroll, height: height)
    case .errorLog(let scroll):
      state.topPage.errorLogScroll = movement.scrolled(scroll, height: height)
    case .links(let page):
      state.topPage.linkList?.position.move(movement, count: page.links.count, height: height)
    case nil:
      break
    }
    return []
  }

  // MARK: Questions

  /// `y` does what was asked; any other key declines, so a stray key never marks anything.
  private func answer(_ confirmation: ReaderConfirmation, _ state: inout ReaderState, _ key: Key)
    -> ReaderStep
  {
    if key == KeyMap.interrupt { return .directive(.interrupt) }
    state.confirmation = nil
    guard key == .character("y") || key == .character("Y") else {
      state.message = .nothingMarked
      return .none
    }
    switch confirmation {
    case .markAllRead:
      return ReaderStep(markRead(&state, feeds: state.subscriptions.map(\.url)))
    }
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
        let lines = ArticleLayout(page, state: state).count
        state.pages[index].articlePage?.scroll = min(max(0, page.scroll), max(0, lines - height))
      case .help(let scroll):
        let lines = state.helpLines(at: index).count
        state.pages[index].helpScroll = min(max(0, scroll), max(0, lines - height))
      case .errorLog(let scroll):
        let lines = ErrorLogLayout(
          state.errorLog, width: state.size.columns, timeZone: state.timeZone
        ).lines.count
        state.pages[index].errorLogScroll = min(max(0, scroll), max(0, lines - height))
      case .links(let page):
        state.pages[index].linkList?.position.clamp(count: page.links.count, height: height)
      }
    }
  }

  /// Takes the new size, keeping each article where the reader was in its text: the top line's
  /// place in the body is found again in the body laid out to the new width, rather than the line
  /// number kept, which would move the text by about a paragraph. The place is the one the first
  /// resize found, until the reader scrolls (``ArticlePage/resizeAnchor``).
  private func resize(_ state: inout ReaderState, to size: TerminalSize) {
    let anchors = state.pages.map { page -> RichTextLayout.Anchor? in
      guard let page = page.articlePage else { return nil }
      return page.resizeAnchor ?? ArticleLayout(page, state: state).anchor(ofLine: page.scroll)
    }
    state.size = size
    for (index, anchor) in zip(state.pages.indices, anchors) {
      guard var page = state.pages[index].articlePage else { continue }
      page.laidOutBody = page.laidOutBody?.fitted(toWidth: size.columns)
      if let anchor, let line = ArticleLayout(page, state: state).line(for: anchor) {
        page.scroll = line
        page.resizeAnchor = anchor
      }
      state.pages[index].articlePage = page
    }
  }
}
