import ArticleStoreClient
import ConcurrencyExtras
import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import ReaderFeature
import TestSupport
import Testing

/// Someone else changes the store while the reader is open, as `mark-read` in another
/// terminal does: the reducer alone, every state change stated; the watch effect on a test clock;
/// and the running reader, whose store's token of outside changes the test moves.
@Suite(.dependencies, .timeLimit(.minutes(1)))
struct OutsideChangeTests {
  let world = Fixtures.world

  @Test func theFirstCheckLearnsTheTokenAndAnUnmovedOrUnreadableOneChangesNothing() {
    var harness = ReducerHarness(.loaded())
    harness.send(.storeChecked(.success(7))) { $0.storeChangeToken = 7 }
    harness.send(.storeChecked(.success(7)))
    harness.send(.storeChecked(.failure(ReaderFailure("database is locked"))))
    harness.send(.storeChecked(.success(7)))
  }

  /// The counts are read again and the rows follow them, the cursor on the same feed.
  @Test func aMovedTokenReadsTheCountsAgain() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("j"))) { $0.pages = [.feeds(ListPosition(selected: 1))] }
    harness.send(.storeChecked(.success(7))) { $0.storeChangeToken = 7 }
    harness.send(.storeChecked(.success(8)), effects: [.loadFeeds]) { $0.storeChangeToken = 8 }
    var counts = Fixtures.counts
    counts[1].unread = 0
    harness.send(.feedsLoaded(.success(counts))) {
      $0.feeds[0].unread = 1
      $0.feeds[1].unread = 0
    }
  }

  /// An open list is read again from the top, as after the reader's own marks, and its cursor
  /// stays on the article it was on.
  @Test func aMovedTokenReadsAnOpenListAgainKeepingItsCursor() {
    var harness = ReducerHarness(.worldListed())
    harness.send(.key(.character("j"))) { $0.list(1) { $0.position.selected = 1 } }
    harness.send(.storeChecked(.success(7))) { $0.storeChangeToken = 7 }
    harness.send(
      .storeChecked(.success(8)),
      effects: [
        .loadFeeds,
        .loadArticles(
          .feed(world), ArticleQuery(feeds: [world], limit: 1_000, includesSummaries: false)),
      ]
    ) { $0.storeChangeToken = 8 }
    // Another process marked the feed read, and stored a newer article above the cursor.
    let newer = Fixtures.stored(4, "Ceasefire agreed", minutesAgo: 1, isRead: true)
    var marked = Fixtures.worldArticles
    for index in marked.indices { marked[index].isRead = true }
    harness.send(.articlesLoaded(.feed(world), .success([newer] + marked))) {
      $0.list(1) {
        $0.articles = ([newer] + marked).map(Fixtures.article)
        $0.position.selected = 2
      }
    }
  }

  /// The token is read as the watch starts and then every interval of the reader's clock, and
  /// reported when it differs from the last reported, a failure too: a check that finds the same
  /// reports nothing, so an idle reader is not woken every second. The watch goes on until it is
  /// cancelled.
  @Test func theWatchReportsTheTokenAtOnceAndThenWhenItMoves() async {
    let clock = CountingClock()
    let token = LockIsolated<Result<Int, ArticleStoreError>>(.success(1))
    let locked = ArticleStoreError.locked(database: "/data/articles.sqlite")
    let recording = EffectRecording(.watchStore) {
      $0.continuousClock = clock
      $0.articleStore.externalChangeToken = { try token.value.get() }
    }
    await recording.waitForActions(1)
    #expect(recording.sent.value == [.storeChecked(.success(1))])
    // Unmoved: each advance waits for the watch to sleep again, so its check is over.
    await clock.advance(by: ReaderEffects.storeCheckInterval, afterSleepers: 1)
    await clock.advance(by: ReaderEffects.storeCheckInterval, afterSleepers: 1)
    token.setValue(.success(2))
    await clock.advance(by: ReaderEffects.storeCheckInterval, afterSleepers: 1)
    await recording.waitForActions(2)
    token.setValue(.failure(locked))
    await clock.advance(by: ReaderEffects.storeCheckInterval, afterSleepers: 1)
    await recording.waitForActions(3)
    await clock.advance(by: ReaderEffects.storeCheckInterval, afterSleepers: 1)
    token.setValue(.success(2))
    await clock.advance(by: ReaderEffects.storeCheckInterval, afterSleepers: 1)
    await recording.waitForActions(4)
    #expect(
      recording.sent.value == [
        .storeChecked(.success(1)), .storeChecked(.success(2)),
        .storeChecked(.failure(ReaderFailure(locked.description))), .storeChecked(.success(2)),
      ])
    recording.cancel()
    await recording.finish()
  }

  /// The feed row's counts follow marks made outside the reader without a key pressed, once a
  /// second of the reader's clock has passed and the token has moved.
  @Test func theRunningReadersFeedRowFollowsAMarkMadeOutsideIt() async throws {
    let clock = CountingClock()
    let token = LockIsolated(1)
    var store = ArticleStoreClient.inMemory(
      [
        Feed(
          url: world, title: "World Feed", format: .rss,
          articles: (1...3).map { number in
            Article(
              guid: Article.GUID("w\(number)"), title: "Story \(number)",
              published: Fixtures.base.addingTimeInterval(Double(-60 * number)))
          })
      ], now: Fixtures.base)
    store.externalChangeToken = { token.value }
    let outside = store
    let reader = RunningReader {
      $0.articleStore = outside
      $0.continuousClock = clock
    }
    #expect(await reader.waitForScreen(containing: "(3/3) World"))
    // What `mark-read --feed` does in another process: the same store, another writer.
    #expect(try await outside.setRead(.feed(world), true) == 3)
    token.setValue(2)
    await clock.advance(by: ReaderEffects.storeCheckInterval, afterSleepers: 1)
    #expect(await reader.waitForScreen(containing: "(0/3) World"))
    reader.press(.character("Q"))
    #expect(await reader.finish() == nil)
  }
}
