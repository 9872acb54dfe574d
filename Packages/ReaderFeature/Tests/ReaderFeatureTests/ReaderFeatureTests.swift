import ArticleStoreClient
import AudioPlayerClient
import ConcurrencyExtras
import ConfigurationCore
import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import ReaderFeature
import TerminalClient
import TestSupport
import Testing

/// The runner on an in-memory terminal: entering and leaving, keys while effects run, quitting.
@Suite(.dependencies, .timeLimit(.minutes(1)))
struct ReaderFeatureTests {
  var store: ArticleStoreClient {
    ArticleStoreClient.inMemory(
      [
        Feed(
          url: Fixtures.world, title: "World Feed", format: .rss,
          articles: [
            Article(
              guid: Article.GUID("w1"), title: "Talks resume in Geneva",
              link: URL(string: "https://example.org/talks"), summary: "Delegations met again.",
              published: Fixtures.base)
          ]),
        Feed(
          url: Fixtures.radio, title: "Radio Feed", format: .rss,
          articles: [
            Article(
              guid: Article.GUID("r1"), title: "News at eight", published: Fixtures.base,
              enclosures: [Fixtures.bulletin])
          ]),
      ], now: Fixtures.base)
  }

  @Test func theReaderEntersDrawsTheFeedsAndLeavesWhenTheUserQuits() async {
    let store = store
    let reader = RunningReader { $0.articleStore = store }
    #expect(await reader.waitForScreen(containing: "(1/1) World"))
    #expect(reader.terminal.isEntered)
    reader.press(.character("q"))
    #expect(await reader.finish() == nil)
    #expect(!reader.terminal.isEntered)
  }

  @Test func openingAnArticleShowsItAndMarksItRead() async throws {
    let store = store
    let reader = RunningReader { $0.articleStore = store }
    await reader.waitForScreen(containing: "(1/1) World")
    reader.press(.down, .enter)
    #expect(await reader.waitForScreen(containing: "Talks resume in Geneva"))
    reader.press(.enter)
    #expect(await reader.waitForScreen(containing: "Delegations met again."))
    reader.press(.character("o"))
    reader.press(.character("q"), .character("q"))
    #expect(await reader.waitForScreen(containing: "(0/1) World"))
    reader.press(.character("Q"))
    #expect(await reader.finish() == nil)
    #expect(
      reader.terminal.commands == [
        .opening(
          URL(string: "https://example.org/talks")!,
          as: LinkOpening(command: nil, handsOverTerminal: true))
      ])
    #expect(
      try await store.articles(ArticleQuery(unreadOnly: true)).map(\.article.title) == [
        "News at eight"
      ])
  }

  @Test func theTerminalIsLeftWhenEnteringFails() async {
    struct NotATerminal: Error {}
    let terminal = InMemoryTerminal(size: Fixtures.narrow)
    let leaves = LockIsolated(0)
    var client = terminal.client
    client.enter = { throw NotATerminal() }
    client.leave = { leaves.withValue { $0 += 1 } }
    let reader = RunningReader(terminal: terminal, client: client)
    #expect(await reader.finish() is NotATerminal)
    #expect(leaves.value == 1)
    #expect(terminal.frames == 0)
  }

  /// A refresh whose feeds take their time: keys are answered meanwhile, its progress shows on
  /// the status line, and what it stored appears when it ends.
  @Test func keysAreAnsweredWhileARefreshRuns() async {
    let clock = CountingClock()
    let store = store
    let reader = RunningReader {
      $0.articleStore = store
      $0.continuousClock = clock
      $0.date.now = Fixtures.base
      $0.newsClient.fetchFeedUpdate = { url, _ in
        try await clock.sleep(for: .seconds(5))
        return .changed(
          Feed(
            url: url, title: "Fresh", format: .rss,
            articles: [
              Article(
                guid: Article.GUID("\(url)#new"), title: "Just in", published: Fixtures.base)
            ]))
      }
    }
    await reader.waitForScreen(containing: "(1/1) World")
    reader.press(.character("R"))
    #expect(await reader.waitForScreen(containing: "Refreshing 0/3…"))
    reader.press(.character("?"))
    #expect(await reader.waitForScreen(containing: "Help — keys"))
    #expect(reader.screen.contains("Refreshing 0/3…"))
    reader.press(.character("q"))
    #expect(await reader.waitForScreen(containing: "Feeds — 2 unread of 2"))
    // The three feeds' fetches and the reader's watch on the store.
    await clock.advance(by: .seconds(5), afterSleepers: 4)
    #expect(await reader.waitForScreen(containing: "Refreshed 3 feeds, 3 new articles"))
    #expect(await reader.waitForScreen(containing: "Feeds — 5 unread of 5"))
    reader.press(.character("q"))
    #expect(await reader.finish() == nil)
    #expect(!reader.terminal.isEntered)
  }

  @Test func quittingCancelsWhatIsStillRunning() async {
    let clock = CountingClock()
    let cancelled = LockIsolated(false)
    let store = store
    let reader = RunningReader {
      $0.articleStore = store
      $0.continuousClock = clock
      $0.newsClient.fetchFeedUpdate = { url, _ in
        do {
          try await clock.sleep(for: .seconds(3_600))
        } catch {
          cancelled.setValue(error is CancellationError)
          throw error
        }
        return .changed(Feed(url: url, title: "Never", format: .rss, articles: []))
      }
    }
    await reader.waitForScreen(containing: "(1/1) World")
    reader.press(.character("r"))
    // The three feeds' fetches and the reader's watch on the store.
    await clock.waitForSleepers(4)
    reader.press(.character("Q"))
    #expect(await reader.finish() == nil)
    #expect(cancelled.value)
    #expect(!reader.terminal.isEntered)
  }

  @Test func cancellingTheReaderLeavesTheTerminalAndThrowsCancellation() async {
    let store = store
    let reader = RunningReader { $0.articleStore = store }
    await reader.waitForScreen(containing: "(1/1) World")
    reader.cancel()
    #expect(await reader.finish() is CancellationError)
    #expect(!reader.terminal.isEntered)
  }

  /// Raw mode turns Ctrl-C into a key; the reader still ends as an interrupted program does.
  @Test func ctrlCQuitsLeavesTheTerminalAndThrowsCancellation() async {
    let store = store
    let reader = RunningReader { $0.articleStore = store }
    await reader.waitForScreen(containing: "(1/1) World")
    reader.press(.control("c"))
    #expect(await reader.finish() is CancellationError)
    #expect(!reader.terminal.isEntered)
  }

  @Test func theReaderEndsWhenTheTerminalsEventsEnd() async {
    let terminal = InMemoryTerminal(size: Fixtures.narrow)
    let (events, ending) = AsyncStream.makeStream(of: TerminalEvent.self)
    var client = terminal.client
    client.events = { events }
    let store = store
    let reader = RunningReader(terminal: terminal, client: client) { $0.articleStore = store }
    await reader.waitForScreen(containing: "(1/1) World")
    ending.finish()
    #expect(await reader.finish() == nil)
    #expect(!terminal.isEntered)
  }

  /// What the reader asked of the terminal's screen, in order.
  enum ScreenRequest: Equatable {
    case drawn(TerminalSize)
    case invalidated
  }

  /// `terminal`'s client, recording each draw's size and each invalidation.
  static func recording(_ terminal: InMemoryTerminal) -> (
    TerminalClient, LockIsolated<[ScreenRequest]>
  ) {
    let requests = LockIsolated<[ScreenRequest]>([])
    var client = terminal.client
    let draw = client.draw
    let invalidate = client.invalidate
    client.draw = { frame in
      requests.withValue { $0.append(.drawn(frame.size)) }
      await draw(frame)
    }
    client.invalidate = {
      requests.withValue { $0.append(.invalidated) }
      await invalidate()
    }
    return (client, requests)
  }

  @Test func aResizeDrawsAtTheNewSizeAndCtrlLDrawsEverythingAgain() async {
    let terminal = InMemoryTerminal(size: Fixtures.narrow)
    let (client, drawn) = Self.recording(terminal)
    let store = store
    let reader = RunningReader(terminal: terminal, client: client) { $0.articleStore = store }
    await reader.waitForScreen(containing: "(1/1) World")
    terminal.send(.resize(Fixtures.wide))
    #expect(await reader.waitForScreen(containing: "R:Reload all A:Mark read /:Search"))
    #expect(terminal.screen.size == Fixtures.wide)
    let before = drawn.value.count
    reader.press(.control("l"))
    await waitUntil { drawn.value.count >= before + 2 }
    #expect(Array(drawn.value.dropFirst(before)) == [.invalidated, .drawn(Fixtures.wide)])
    reader.press(.character("Q"))
    #expect(await reader.finish() == nil)
  }

  /// After Ctrl-Z and `fg` the screen is drawn whole again, at the size the terminal has now,
  /// though no resize was reported while the process was stopped.
  @Test func aResumeDrawsEverythingAgainAtTheSizeItFinds() async {
    let terminal = InMemoryTerminal(size: Fixtures.narrow)
    let size = LockIsolated(Fixtures.narrow)
    var (client, drawn) = Self.recording(terminal)
    client.size = { size.value }
    let store = store
    let reader = RunningReader(terminal: terminal, client: client) { $0.articleStore = store }
    await reader.waitForScreen(containing: "(1/1) World")
    let before = drawn.value.count
    terminal.send(.suspend)
    size.setValue(Fixtures.wide)
    terminal.send(.resume)
    #expect(await waitUntil { drawn.value.count >= before + 2 })
    #expect(Array(drawn.value.dropFirst(before)) == [.invalidated, .drawn(Fixtures.wide)])
    reader.press(.character("Q"))
    #expect(await reader.finish() == nil)
  }

  /// `p` plays the article's audio with its time on the status line, and `s` stops the player by
  /// cancelling it.
  @Test func anEnclosurePlaysUntilStopped() async {
    let clock = CountingClock()
    let stopped = LockIsolated(false)
    let store = store
    let reader = RunningReader {
      $0.articleStore = store
      $0.continuousClock = clock
      $0.newsClient.downloadEnclosure = { _, progress in
        progress(DownloadProgress(bytesReceived: 1, totalBytes: 2))
        return URL(fileURLWithPath: "/cache/news-0800.mp3")
      }
      $0.audioPlayer.play = { _ in
        do {
          try await clock.sleep(for: .seconds(300))
        } catch {
          stopped.setValue(error is CancellationError)
          throw error
        }
      }
      $0.audioPlayer.position = { PlaybackPosition(elapsed: .seconds(83), duration: nil) }
    }
    await reader.waitForScreen(containing: "(1/1) Radio")
    reader.press(.character("G"), .enter)
    #expect(await reader.waitForScreen(containing: "News at eight"))
    reader.press(.character("p"))
    #expect(await reader.waitForScreen(containing: "Playing 0:00 / 5:00"))
    // The sound, the playing time's tick and the reader's watch on the store.
    await clock.advance(by: .seconds(1), afterSleepers: 3)
    #expect(await reader.waitForScreen(containing: "Playing 1:23 / 5:00"))
    reader.press(.character("s"))
    #expect(await waitUntil { stopped.value })
    #expect(!reader.screen.contains("Playing"))
    reader.press(.character("Q"))
    #expect(await reader.finish() == nil)
  }

  /// `p` on a playback still downloading stops it, and what the stopped one reports afterwards
  /// never reaches the screen: its download reports 77% once cancelled, which the runner drops.
  @Test func playingAgainStopsTheEarlierPlaybackAndDropsItsNews() async {
    let downloads = LockIsolated(0)
    let lateNewsSent = LockIsolated(false)
    let store = store
    let reader = RunningReader {
      $0.articleStore = store
      $0.newsClient.downloadEnclosure = { _, progress in
        let download = downloads.withValue {
          $0 += 1
          return $0
        }
        // Both downloads wait until cancelled; the first then reports, late.
        try? await Task.sleep(for: .seconds(600))
        if download == 1 {
          progress(DownloadProgress(bytesReceived: 77, totalBytes: 100))
          lateNewsSent.setValue(true)
        }
        throw CancellationError()
      }
    }
    await reader.waitForScreen(containing: "(1/1) Radio")
    reader.press(.character("G"), .enter)
    #expect(await reader.waitForScreen(containing: "News at eight"))
    reader.press(.character("p"))
    #expect(await waitUntil { downloads.value == 1 })
    reader.press(.character("p"))
    #expect(await waitUntil { downloads.value == 2 && lateNewsSent.value })
    // A key pressed after the late report is answered after it: once its screen shows, the
    // report has been dropped or shown.
    reader.press(.character("?"))
    #expect(await reader.waitForScreen(containing: "Help — keys"))
    #expect(reader.screen.contains("Downloading…"))
    #expect(!reader.screen.contains("77%"))
    reader.press(.character("Q"))
    #expect(await reader.finish() == nil)
  }
}
