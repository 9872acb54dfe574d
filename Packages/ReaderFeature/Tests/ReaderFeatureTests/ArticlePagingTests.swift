import ArticleStoreClient
import DependenciesTestSupport
import Foundation
import NewsClient
import NewsFeature
import ReaderFeature
import TerminalClient
import Testing

/// Lists longer than a page: every row is listed, a page at a time as the cursor nears the end,
/// `G` reaches the last one, the counts are the store's, and no article is listed twice or
/// skipped while the store changes under a list being paged.
@Suite struct ArticlePagingTests {
  static let world = Fixtures.world

  /// `count` articles of the world feed, a minute apart, newest first: "Story 1" is the newest.
  static func stories(_ count: Int, from first: Int = 1, minutesAgo: Int = 0) -> [StoredArticle] {
    (first..<first + count).map { number in
      Fixtures.stored(
        Int64(number), "Story \(number)", minutesAgo: minutesAgo + number)
    }
  }

  @Test func aFeedOfFifteenHundredArticlesIsListedWholePageByPage() {
    var paging = Paging(store: Self.stories(1_500))
    paging.openWorld()
    // Opening the list reads one page, not two: the second waits for the cursor.
    #expect(
      paging.asked == [
        .loadArticles(
          .feed(Self.world),
          ArticleQuery(feeds: [Self.world], limit: 1_000, includesSummaries: false))
      ])
    paging.scrollUntilTheNextPageIsAsked()
    paging.settle()
    #expect(
      paging.asked.last
        == .loadMoreArticles(
          .feed(Self.world),
          ArticleQuery(feeds: [Self.world], limit: 1_001, offset: 999, includesSummaries: false)))
    #expect(paging.listedIDs == paging.storeIDs)
    #expect(paging.listedIDs.count == 1_500)
  }

  @Test func theNextPageWaitsUntilTheCursorIsNearTheEnd() {
    var paging = Paging(store: Self.stories(3_500))
    paging.openWorld()
    #expect(paging.list.articles.count == 1_000)
    paging.press(.character("j"))
    #expect(paging.pending.isEmpty)
    // A screen (9 rows here) at a time from row 1: row 757 is the first within 250 of row 999.
    for _ in 0..<83 { paging.press(.pageDown) }
    #expect(paging.list.position.selected == 748)
    #expect(paging.pending.isEmpty)
    paging.press(.pageDown)
    #expect(paging.list.position.selected == 757)
    paging.settle()
    #expect(paging.list.articles.count == 2_000)
    for _ in 0..<112 { paging.press(.pageDown) }
    paging.settle()
    #expect(paging.list.position.selected == 1_765)
    #expect(paging.list.articles.count == 3_000)
    #expect(paging.listedIDs == Array(paging.storeIDs.prefix(3_000)))
  }

  @Test func gReadsTheRestAndMovesToTheLastRow() {
    var paging = Paging(store: Self.stories(2_500))
    paging.send(.key(.down))
    paging.send(.key(.enter))
    paging.answerNext()
    // The first page is listed; G asks the rest.
    paging.press(.character("G"))
    #expect(paging.state.message == .loadingRestOfList)
    #expect(paging.list.position.selected == 999)
    paging.settle()
    #expect(paging.list.articles.count == 2_500)
    #expect(paging.list.position.selected == 2_499)
    #expect(paging.list.selected?.title == "Story 2500")
    #expect(paging.state.message == nil)
    #expect(paging.listedIDs == paging.storeIDs)
    #expect(paging.asked.last?.query?.limit == Int.max)
  }

  @Test func theCountsAreTheStoresNotTheRowsReadSoFar() {
    var paging = Paging(store: Self.stories(1_500))
    paging.send(
      .feedsLoaded(
        .success([FeedCounts(feed: Self.world, title: "World Feed", unread: 1_500, total: 1_500)])))
    paging.send(.key(.down))
    paging.send(.key(.enter))
    paging.answerNext()
    #expect(paging.list.articles.count == 1_000)
    let title = ReaderScreen.render(paging.state).text.split(separator: "\n").first ?? ""
    #expect(title.hasSuffix("(1500 unread of 1500)"))
  }

  /// Articles read in a list of unread ones leave the store's list: the next page, asked from the
  /// last row listed, no longer starts there, so the rows are read again from the top, and the
  /// cursor stays where the reader was.
  @Test func readingInAnUnreadListNeitherRepeatsNorSkipsAnArticle() {
    var paging = Paging(store: Self.stories(1_500), options: ReaderOptions(unreadOnly: true))
    paging.send(.key(.down))
    paging.send(.key(.enter))
    paging.answerNext()
    paging.scrollUntilTheNextPageIsAsked()
    #expect(paging.list.selected?.title == "Story 757")
    // Stories 750 to 760 were read, here or elsewhere, after the next page was asked.
    paging.markReadInStore(ids: 750...760)
    paging.settle()
    let unread = paging.store.filter { !$0.isRead }.map(\.id)
    #expect(paging.listedIDs == unread)
    // The cursor's story is now read: it stays on the first row after it still listed.
    #expect(paging.list.selected?.title == "Story 761")
  }

  /// A refresh that adds articles reads the list again from the top while its next page is asked:
  /// the page, read before the refresh, is dropped, and asked again.
  @Test func aRefreshWhilePagingNeitherRepeatsNorSkipsAnArticle() {
    var paging = Paging(store: Self.stories(1_500, from: 11, minutesAgo: 0))
    paging.send(.key(.down))
    paging.send(.key(.enter))
    paging.answerNext()
    paging.scrollUntilTheNextPageIsAsked()
    let stalePage = paging.holdNext()
    paging.send(.key(.character("r")))
    paging.store = Self.stories(10, minutesAgo: -20) + paging.store
    paging.send(.feedRefreshed(FeedRefreshResult(feed: Self.world, inserted: 10)))
    paging.answerNext()  // the list read again, with the ten new articles
    if let stalePage { paging.send(stalePage) }
    paging.settle()
    #expect(paging.listedIDs == paging.storeIDs)
    #expect(paging.listedIDs.count == 1_510)
  }

  /// A refresh that adds an older article below the rows listed: read again, the rows end with
  /// the same article, so only dropping the page read before the refresh keeps the new article.
  @Test func aPageReadBeforeARefreshIsNotAppendedToTheRowsReadAfterIt() {
    var paging = Paging(store: Self.stories(1_500))
    paging.send(.key(.down))
    paging.send(.key(.enter))
    paging.answerNext()
    paging.scrollUntilTheNextPageIsAsked()
    let stalePage = paging.holdNext()
    paging.send(.key(.character("r")))
    paging.store.insert(Fixtures.stored(5_000, "Late arrival", minutesAgo: 1_200), at: 1_200)
    paging.send(.feedRefreshed(FeedRefreshResult(feed: Self.world, inserted: 1)))
    paging.answerNext()
    #expect(paging.list.articles.last?.title == "Story 1000")
    if let stalePage { paging.send(stalePage) }
    paging.settle()
    #expect(paging.listedIDs == paging.storeIDs)
  }

  /// The same, with the page arriving first: it is appended, then the rows read again replace it.
  @Test func aPageThatArrivesBeforeTheRefreshedRowsIsReplacedByThem() {
    var paging = Paging(store: Self.stories(1_500, from: 11, minutesAgo: 0))
    paging.send(.key(.down))
    paging.send(.key(.enter))
    paging.answerNext()
    paging.scrollUntilTheNextPageIsAsked()
    let page = paging.holdNext()
    paging.send(.key(.character("r")))
    paging.store = Self.stories(10, minutesAgo: -20) + paging.store
    paging.send(.feedRefreshed(FeedRefreshResult(feed: Self.world, inserted: 10)))
    if let page { paging.send(page) }
    paging.settle()
    #expect(paging.listedIDs == paging.storeIDs)
  }

  /// The reader running on a store of 1,500 articles: the list counts them all, and `G` shows
  /// the oldest, read through the store's pages.
  @Test(.dependencies, .timeLimit(.minutes(1)))
  func gInTheRunningReaderShowsTheLastOfFifteenHundredArticles() async {
    let articles = (1...1_500).map { number in
      Article(
        guid: Article.GUID("story-\(number)"), title: "Story \(number)",
        published: Fixtures.base.addingTimeInterval(Double(-60 * number)))
    }
    let store = ArticleStoreClient.inMemory(
      [Feed(url: Self.world, title: "World Feed", format: .rss, articles: articles)],
      now: Fixtures.base)
    let reader = RunningReader { $0.articleStore = store }
    #expect(await reader.waitForScreen(containing: "(1500/1500) World"))
    reader.press(.down, .enter)
    #expect(await reader.waitForScreen(containing: "Story 9"))
    #expect(reader.screen.contains("Articles — World (1500 unread of 1500)"))
    reader.press(.character("G"))
    #expect(await reader.waitForScreen(containing: "1500 N Jan 14  Story 1500"))
    reader.press(.character("Q"))
    #expect(await reader.finish() == nil)
  }

  /// `n` looks past the rows listed: with the first 1,200 of 1,500 stories read, it reads the
  /// next page and opens Story 1201, rather than leaving the feed for another.
  @Test func nFindsTheNextUnreadArticleInRowsNotYetListed() {
    var paging = Paging(store: Self.stories(1_500))
    paging.markReadInStore(ids: 1...1_200)
    paging.openWorld()
    #expect(paging.list.articles.count == 1_000)
    paging.press(.character("n"))
    #expect(paging.state.message == .seekingUnreadArticle)
    paging.settle()
    #expect(paging.openArticle?.title == "Story 1201")
    #expect(paging.list.selected?.title == "Story 1201")
    #expect(paging.state.message == nil)
    #expect(paging.state.pages.count == 3)
  }

  /// The same from an article: the article found takes the place of the one read.
  @Test func nOnAnArticleReadsOnToTheNextUnreadOne() {
    var paging = Paging(store: Self.stories(1_500))
    paging.markReadInStore(ids: 1...1_200)
    paging.openWorld()
    paging.press(.enter)
    #expect(paging.openArticle?.title == "Story 1")
    paging.press(.character("n"))
    paging.settle()
    #expect(paging.openArticle?.title == "Story 1201")
    #expect(paging.state.pages.count == 3)
  }

  /// A key that moves the cursor while `n` still looks for its article takes its place: no
  /// article opens when the page arrives.
  @Test func aMoveWhileNLooksForItsArticleCancelsIt() {
    var paging = Paging(store: Self.stories(1_500))
    paging.markReadInStore(ids: 1...1_200)
    paging.openWorld()
    paging.press(.character("n"))
    paging.press(.character("j"))
    paging.settle()
    #expect(paging.openArticle == nil)
    #expect(paging.list.position.selected == 1)
  }

  /// A page that fails is not asked again until the cursor moves, so a broken store is not asked
  /// in a loop.
  @Test func aFailedPageIsSaidAndAskedAgainWhenTheCursorMoves() {
    var paging = Paging(store: Self.stories(1_500))
    paging.send(.key(.down))
    paging.send(.key(.enter))
    paging.answerNext()
    paging.scrollUntilTheNextPageIsAsked()
    guard case .loadMoreArticles(let scope, let query) = paging.pending.first else {
      Issue.record("No page was asked")
      return
    }
    paging.pending.removeFirst()
    paging.send(.moreArticlesLoaded(scope, query, .failure(ReaderFailure("disk I/O error"))))
    #expect(paging.pending.isEmpty)
    #expect(paging.state.message == .failed(ReaderFailure("disk I/O error")))
    paging.press(.character("j"))
    paging.settle()
    #expect(paging.listedIDs == paging.storeIDs)
  }
}

/// The reducer with a store kept as a list of rows, answering what it asks for when the test says
/// so: a page can be held back while the store changes, and delivered late.
private struct Paging {
  var state: ReaderState
  var store: [StoredArticle]
  /// The list reads asked and not answered yet, oldest first.
  var pending: [ReaderEffect] = []
  /// Every list read asked, in order.
  var asked: [ReaderEffect] = []
  let reducer = ReaderReducer(now: { Fixtures.base })

  init(store: [StoredArticle], options: ReaderOptions = ReaderOptions()) {
    self.store = store
    state = ReaderState(
      subscriptions: Fixtures.subscriptions, options: options, size: Fixtures.narrow)
    _ = reducer.reduce(&state, .feedsLoaded(.success(Fixtures.counts)))
  }

  var list: ArticleListPage {
    state.pages.last { $0.isArticleList }.flatMap {
      if case .articles(let list) = $0 { list } else { nil }
    } ?? ArticleListPage(scope: .allFeeds)
  }

  var listedIDs: [Int64] { list.articles.map(\.id) }

  /// The article on top of the stack, if an article is.
  var openArticle: ReaderArticle? {
    if case .article(let page) = state.pages.last { page.article } else { nil }
  }

  var storeIDs: [Int64] {
    store.filter { !state.options.unreadOnly || !$0.isRead }.map(\.id)
  }

  mutating func send(_ action: ReaderAction) {
    let effects = reducer.reduce(&state, action).effects.filter { $0.query != nil }
    pending += effects
    asked += effects
  }

  /// Opens the world feed's list and answers every read until none is left.
  mutating func openWorld() {
    send(.key(.down))
    send(.key(.enter))
    settle()
  }

  mutating func press(_ key: Key) {
    send(.key(key))
  }

  /// Moves the cursor down a screen at a time until the list asks for its next page.
  mutating func scrollUntilTheNextPageIsAsked() {
    while pending.isEmpty, list.position.selected < list.articles.count - 1 {
      press(.pageDown)
    }
  }

  /// What the store answers `effect` now.
  func answer(_ effect: ReaderEffect) -> ReaderAction {
    let query = effect.query!
    let rows = store.filter { !query.unreadOnly || !$0.isRead }
    let answer = Array(rows.dropFirst(query.offset).prefix(query.limit))
    switch effect {
    case .loadMoreArticles(let scope, _):
      return .moreArticlesLoaded(scope, query, .success(answer))
    case .loadArticles(let scope, _):
      return .articlesLoaded(scope, .success(answer))
    default:
      fatalError("Not a list read: \(effect)")
    }
  }

  mutating func answerNext(sourceLocation: SourceLocation = #_sourceLocation) {
    if let action = holdNext(sourceLocation: sourceLocation) { send(action) }
  }

  /// The store's answer to the oldest read asked, taken now and not yet delivered.
  mutating func holdNext(sourceLocation: SourceLocation = #_sourceLocation) -> ReaderAction? {
    guard !pending.isEmpty else {
      Issue.record("Nothing was asked of the store", sourceLocation: sourceLocation)
      return nil
    }
    return answer(pending.removeFirst())
  }

  mutating func settle() {
    while !pending.isEmpty { answerNext() }
  }

  mutating func markReadInStore(ids: ClosedRange<Int64>) {
    for index in store.indices where ids.contains(store[index].id) {
      store[index].isRead = true
    }
  }
}

extension ReaderEffect {
  /// The query of a list read, nil for any other effect.
  fileprivate var query: ArticleQuery? {
    switch self {
    case .loadArticles(_, let query), .loadMoreArticles(_, let query): query
    default: nil
    }
  }
}

extension ReaderPage {
  fileprivate var isArticleList: Bool {
    if case .articles = self { true } else { false }
  }
}
