import ArticleClient
import ArticleStoreClient
import Dependencies
import DependenciesTestSupport
import Foundation
import NewsFeature
import ReaderFeature
import RichTextCore
import Testing

/// Reader mode: `f`, or a feed set to it, fetches the article's page in the background, keeps the
/// extracted article with the stored one, and shows it in place of the teaser.
@Suite(.dependencies, .timeLimit(.minutes(1)))
struct ReaderModeTests {
  static let page = RichText(blocks: [RichTextBlock(.paragraph, text: "The whole story, at last.")])
  static let link = URL(string: "https://example.org/m")!

  /// The world list with its third article, which has a link, opened and its body read.
  static func opened(subscriptions: [Subscription] = Fixtures.subscriptions) -> (
    ReaderState, ReaderArticle
  ) {
    var state = ReaderState(subscriptions: subscriptions, size: Fixtures.narrow)
    let reducer = ReaderReducer(now: { Fixtures.base })
    _ = reducer.reduce(&state, .feedsLoaded(.success(Fixtures.counts)))
    _ = reducer.reduce(&state, .key(.down))
    _ = reducer.reduce(&state, .key(.enter))
    _ = reducer.reduce(
      &state, .articlesLoaded(.feed(Fixtures.world), .success(Fixtures.worldArticles)))
    _ = reducer.reduce(&state, .key(.character("G")))
    _ = reducer.reduce(&state, .key(.enter))
    guard case .article(let page) = state.pages.last else { fatalError("no article") }
    return (state, page.article)
  }

  @Test func fFetchesThePageInTheBackgroundAndShowsItWhenItArrives() {
    var (state, article) = Self.opened()
    _ = ReaderReducer(now: { Fixtures.base }).reduce(
      &state, .articleLoaded(article.id, .success(nil)))
    var harness = ReducerHarness(state)
    harness.send(.key(.character("f")), effects: [.fetchPage(article.id)]) {
      $0.fetchingPage = article.id
    }
    #expect(ScreenScenarios.render(harness.state).text.contains("Fetching the whole article…"))
    harness.send(.key(.character("f"))) {
      $0.message = .pageAlreadyFetching
    }
    harness.send(.pageFetched(article.id, .success(Self.page))) {
      $0.fetchingPage = nil
      $0.pages[2] = .article(
        ArticlePage(
          article: article,
          laidOutBody: RichTextLayout(Self.page, width: $0.size.columns), isLoadingBody: false))
      $0.message = .pageFetched
    }
    #expect(ScreenScenarios.render(harness.state).text.contains("The whole story, at last."))
    harness.send(.key(.character("f")), effects: [.fetchPage(article.id)]) {
      $0.message = nil
      $0.fetchingPage = article.id
    }
    harness.send(
      .pageFetched(
        article.id, .failure(ReaderFailure("No article was found at https://example.org/m")))
    ) {
      $0.fetchingPage = nil
      $0.message = .failed(ReaderFailure("No article was found at https://example.org/m"))
      $0.logged(
        "The page of \(article.title)", "No article was found at https://example.org/m")
    }
  }

  @Test func aFeedSetToReaderModeFetchesEveryOpenedArticlesPageOnce() {
    var subscriptions = Fixtures.subscriptions
    subscriptions[0].fetchesPages = true
    let (state, article) = Self.opened(subscriptions: subscriptions)
    var harness = ReducerHarness(state)
    harness.send(
      .articleLoaded(article.id, .success(nil)), effects: [.fetchPage(article.id)]
    ) {
      $0.pages[2] = .article(ArticlePage(article: article, isLoadingBody: false))
      $0.fetchingPage = article.id
    }
    var fetched = ReducerHarness(Self.opened(subscriptions: subscriptions).0)
    fetched.send(.articleLoaded(article.id, .success(Self.page), isPage: true)) {
      $0.pages[2] = .article(
        ArticlePage(
          article: article,
          laidOutBody: RichTextLayout(Self.page, width: $0.size.columns), isLoadingBody: false))
    }
  }

  /// After `f`, the article's header credits who the page names, in place of the feed's author;
  /// a page that names no one leaves the feed's author, and an article read again with its kept
  /// page credits its byline too.
  @Test func thePagesBylineIsTheAuthorAfterF() {
    var (state, article) = Self.opened()
    _ = ReaderReducer(now: { Fixtures.base }).reduce(
      &state, .articleLoaded(article.id, .success(nil)))
    var harness = ReducerHarness(state)
    harness.send(.key(.character("f")), effects: [.fetchPage(article.id)]) {
      $0.fetchingPage = article.id
    }
    var credited = article
    credited.author = "Ana Lima"
    harness.send(.pageFetched(article.id, .success(Self.page), byline: "Ana Lima\u{1B}[2J")) {
      $0.fetchingPage = nil
      $0.pages[2] = .article(
        ArticlePage(
          article: credited,
          laidOutBody: RichTextLayout(Self.page, width: $0.size.columns), isLoadingBody: false))
      $0.message = .pageFetched
    }
    let screen = ScreenScenarios.render(harness.state).text
    #expect(screen.contains("Author: Ana Lima"))
    #expect(!screen.contains("\u{1B}"))

    var reopened = ReducerHarness(Self.opened().0)
    reopened.send(
      .articleLoaded(article.id, .success(Self.page), isPage: true, byline: "Ana Lima")
    ) {
      $0.pages[2] = .article(
        ArticlePage(
          article: credited,
          laidOutBody: RichTextLayout(Self.page, width: $0.size.columns), isLoadingBody: false))
    }
  }

  /// The effect asks ArticleFeature for the stored article's page: fetched once, kept with its
  /// byline, and reported with it.
  @Test func theEffectFetchesKeepsAndReportsThePageWithItsByline() async {
    let stored = Fixtures.stored(7, "M", link: Self.link)
    let saved = LockIsolated<[Int64: String?]>([:])
    let sent = await actions(of: .fetchPage(7)) {
      $0.articleStore.article = { id in id == 7 ? stored : nil }
      $0.articleClient.fetchArticle = { url in
        #expect(url == Self.link)
        return ExtractedArticle(url: url, title: "M", byline: "Ana Lima", body: Self.page)
      }
      $0.articleStore.savePage = { id, page, byline in
        #expect(page == Self.page)
        saved.withValue { $0[id] = byline }
        return true
      }
    }
    #expect(sent == [.pageFetched(7, .success(Self.page), byline: "Ana Lima")])
    #expect(saved.value == [7: "Ana Lima"])

    let failed = await actions(of: .fetchPage(7)) {
      $0.articleStore.article = { _ in stored }
      $0.articleClient.fetchArticle = { url in throw ArticleClientError.noArticle(url) }
    }
    #expect(failed.count == 1)
    if case .pageFetched(7, .failure, nil) = failed.first {
    } else {
      Issue.record("expected a failure, got \(failed)")
    }
  }
}
