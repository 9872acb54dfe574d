import ArticleStoreClient
import Foundation
import NewsClient
import NewsFeature
import QueryCore
import ReaderFeature
import TerminalClient

/// States worth drawing, built through the reducer as a user would reach them.
enum ScreenScenarios {
  static let reducer = ReaderReducer(now: { Fixtures.base })

  static func reduce(_ state: inout ReaderState, _ actions: ReaderAction...) {
    for action in actions { _ = reducer.reduce(&state, action) }
  }

  static func render(_ state: ReaderState) -> Frame {
    ReaderScreen.render(state)
  }

  /// Thirty-six articles from three feeds, two minutes apart, every third read.
  static var manyArticles: [StoredArticle] {
    let feeds = [
      (Fixtures.world, "World Feed"), (Fixtures.tech, "Tech Daily"), (Fixtures.radio, "Radio Feed"),
    ]
    return (0..<36).map { index in
      let (feed, title) = feeds[index % 3]
      return Fixtures.stored(
        Int64(100 - index), "Story number \(index + 1) from \(title)", feed: feed,
        feedTitle: title, minutesAgo: index * 180, isRead: index % 3 == 2)
    }
  }

  /// What the store counts for ``manyArticles``: every third, Radio's, read.
  static let manyCounts = [
    FeedCounts(feed: Fixtures.world, title: "World Feed", unread: 12, total: 12),
    FeedCounts(feed: Fixtures.tech, title: "Tech Daily", unread: 12, total: 12),
    FeedCounts(feed: Fixtures.radio, title: "Radio Feed", unread: 0, total: 12),
  ]

  static var allFeedsWide: ReaderState {
    var state = ReaderState(subscriptions: Fixtures.subscriptions, size: Fixtures.wide)
    reduce(
      &state, .feedsLoaded(.success(manyCounts)), .key(.enter),
      .articlesLoaded(.allFeeds, .success(manyArticles)),
      .key(.character("j")), .key(.character("j")))
    return state
  }

  static let cjkCounts = [
    FeedCounts(feed: Fixtures.world, title: "世界新闻", unread: 2, total: 2),
    FeedCounts(feed: Fixtures.tech, title: "テクノロジー", unread: 0, total: 0),
    FeedCounts(feed: Fixtures.radio, title: "라디오 뉴스", unread: 0, total: 0),
  ]

  static let cjkArticles = [
    Fixtures.stored(
      7, "東京で新しい交通システムが発表されました、市民の反応は", feedTitle: "世界新闻",
      summary: "東京都は本日、新しい交通システムを発表した。専門家によると、混雑の緩和が期待される。"),
    Fixtures.stored(6, "한국 경제 성장률 발표", feedTitle: "世界新闻", minutesAgo: 30),
  ]

  static var cjkFeeds: ReaderState {
    var state = ReaderState(
      subscriptions: Fixtures.subscriptions.map { Subscription(url: $0.url) },
      size: Fixtures.narrow)
    reduce(&state, .feedsLoaded(.success(cjkCounts)))
    return state
  }

  static var cjkList: ReaderState {
    var state = cjkFeeds
    reduce(
      &state, .key(.character("j")), .key(.enter),
      .articlesLoaded(.feed(Fixtures.world), .success(cjkArticles)))
    return state
  }

  static var cjkArticle: ReaderState {
    var state = cjkList
    reduce(&state, .key(.enter))
    return state
  }

  static let hostileCounts = [
    FeedCounts(
      feed: Fixtures.world, title: "Evil\u{1B}[2J\u{1B}]52;c;SGVsbG8=\u{07} Feed\u{202E}",
      unread: 1,
      total: 1)
  ]

  static let hostileArticle = StoredArticle(
    id: 66, feed: Fixtures.world,
    feedTitle: "Evil\u{1B}[2J\u{1B}]52;c;SGVsbG8=\u{07} Feed\u{202E}",
    article: Article(
      title:
        "Click\u{1B}]8;;https://evil.example/\u{1B}\\ here\u{1B}]8;;\u{1B}\\ \u{9B}31mred\u{0}",
      link: URL(string: "https://evil.example/a"),
      summary: "Line one\u{1B}[1A\u{1B}[2K\r\nLine\u{8}\u{8} two\u{7F}\u{85}\u{2066}three\u{2069}",
      author: "Mallory\u{1B}P1;2|secret\u{1B}\\",
      published: Fixtures.base,
      enclosures: [
        Enclosure(url: URL(string: "https://evil.example/x.mp3")!, mimeType: "audio/mpeg\u{1B}[5m")
      ]),
    isRead: false, firstStored: Fixtures.base)

  /// Every screen, with feed text full of escape sequences and control characters.
  static var hostileScreens: [ReaderState] {
    let subscriptions = [Subscription(url: Fixtures.world)]
    var state = ReaderState(subscriptions: subscriptions, size: Fixtures.narrow)
    reduce(&state, .feedsLoaded(.success(hostileCounts)))
    var screens = [state]
    reduce(
      &state, .key(.character("j")), .key(.enter),
      .articlesLoaded(.feed(Fixtures.world), .success([hostileArticle])))
    screens.append(state)
    reduce(&state, .key(.enter))
    screens.append(state)
    reduce(
      &state, .key(.character("/")), .key(.character("x")), .key(.enter),
      .articlesLoaded(.search("x", .word("x")), .success([hostileArticle])))
    screens.append(state)
    reduce(
      &state, .key(.character("R")),
      .feedRefreshed(
        FeedRefreshResult(
          feed: Fixtures.world, failure: ReaderFailure("Bad\u{1B}[31m feed\u{7}"))))
    screens.append(state)
    reduce(&state, .refreshFinished())
    screens.append(state)
    return screens
  }

  static var emptyStore: ReaderState {
    var state = ReaderState(subscriptions: Fixtures.subscriptions, size: Fixtures.narrow)
    reduce(&state, .feedsLoaded(.success([])))
    return state
  }

  static var articleWithAudio: ReaderState {
    var state = ReaderState.loaded()
    let article = Fixtures.stored(
      10, "News at eight: the hourly bulletin from the newsroom", feed: Fixtures.radio,
      feedTitle: "Radio Feed",
      summary:
        "The hourly bulletin.\nToday: talks resume in Geneva, a storm reaches the coast and markets open higher after a quiet week.",
      link: URL(string: "https://radio.example.org/news/0800"), enclosures: [Fixtures.bulletin])
    reduce(
      &state, .key(.character("G")), .key(.enter),
      .articlesLoaded(.feed(Fixtures.radio), .success([article])), .key(.enter))
    return state
  }
}

extension ScreenScenarios {
  /// The feeds while a refresh runs and the bulletin plays.
  static var busyFeeds: ReaderState {
    var state = ReaderState.loaded()
    reduce(
      &state, .key(.character("j")), .key(.character("R")),
      .feedRefreshed(FeedRefreshResult(feed: Fixtures.tech)),
      .feedRefreshed(
        FeedRefreshResult(feed: Fixtures.radio, failure: ReaderFailure("Timed out"))))
    state.playback = PlaybackStatus(
      title: "News at eight",
      phase: .playing(elapsed: .seconds(83), duration: .seconds(300)))
    return state
  }

  static var typingSearch: ReaderState {
    var state = ReaderState.loaded()
    reduce(&state, .key(.character("/")))
    for character in "geneva talks" { reduce(&state, .key(.character(character))) }
    return state
  }

  static var help: ReaderState {
    var state = ReaderState.loaded()
    reduce(&state, .key(.character("?")), .key(.character(" ")))
    return state
  }

  static var noSubscriptions: ReaderState {
    var state = ReaderState(subscriptions: [], size: Fixtures.narrow)
    reduce(&state, .feedsLoaded(.success([])))
    return state
  }

  static var emptyAllFeeds: ReaderState {
    var state = emptyStore
    reduce(&state, .key(.enter), .articlesLoaded(.allFeeds, .success([])))
    return state
  }

  static var downloading: ReaderState {
    var state = articleWithAudio
    reduce(
      &state, .key(.character("G")), .key(.character("p")),
      .playbackProgressed(.downloading(percent: 40)))
    return state
  }
}

extension ScreenScenarios {
  /// Two feeds of one server that never delivered a title, both failed in the last refresh, with
  /// the cursor on the second.
  static var twoFailedFeeds: ReaderState {
    let missing = URL(string: "http://127.0.0.1:8080/missing.xml")!
    let slow = URL(string: "http://127.0.0.1:8080/slow.xml")!
    var state = ReaderState(
      subscriptions: [Subscription(url: missing), Subscription(url: slow)], size: Fixtures.wide)
    reduce(
      &state, .feedsLoaded(.success([])), .key(.character("R")),
      .feedRefreshed(
        FeedRefreshResult(
          feed: missing, failure: ReaderFailure("HTTP status 404 from \(missing.absoluteString)"))),
      .feedRefreshed(
        FeedRefreshResult(
          feed: slow, failure: ReaderFailure("Timed out waiting for \(slow.absoluteString)"))),
      .refreshFinished(), .key(.character("j")), .key(.character("j")))
    return state
  }
}
