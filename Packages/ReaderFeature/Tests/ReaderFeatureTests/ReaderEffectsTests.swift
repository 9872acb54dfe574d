import ArticleStoreClient
import AudioPlayerClient
import Clocks
import ConcurrencyExtras
import ConfigurationCore
import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import NewsFeature
import QueryCore
import ReaderFeature
import StorageClient
import SyncClient
import SyncFeature
import TerminalClient
import Testing

/// The effects carried out through the clients, each test overriding only the endpoints its
/// effect uses on the unimplemented test values, with a test clock where time passes.
@Suite(.dependencies, .timeLimit(.minutes(1)))
struct ReaderEffectsTests {
  let world = Fixtures.world
  let tech = Fixtures.tech
  let radio = Fixtures.radio

  @Test func loadingTheFeedsReadsTheCountsAndAFailureBecomesAMessage() async {
    let loaded = await actions(of: .loadFeeds) { $0.articleStore.counts = { Fixtures.counts } }
    #expect(loaded == [.feedsLoaded(.success(Fixtures.counts))])
    let locked = ArticleStoreError.locked(database: "/data/articles.sqlite")
    let failed = await actions(of: .loadFeeds) { $0.articleStore.counts = { throw locked } }
    #expect(failed == [.feedsLoaded(.failure(ReaderFailure(locked.description)))])
  }

  @Test func loadingAListAsksTheStoreWithItsQuery() async {
    let query = ArticleQuery(feeds: [Fixtures.world], unreadOnly: true, limit: 1_000)
    let loaded = await actions(of: .loadArticles(.feed(Fixtures.world), query)) {
      $0.articleStore.articles = { asked in
        #expect(asked == query)
        return Fixtures.worldArticles
      }
    }
    #expect(loaded == [.articlesLoaded(.feed(world), .success(Fixtures.worldArticles))])
  }

  /// A list `F` filtered asks the store for what the filter chooses now, among what its query
  /// lists, as `headlines --filter` does.
  @Test func loadingAFilteredListAsksTheStoreForWhatTheFilterChooses() async throws {
    let filter = try ArticleFilter(newsboat: #"unread = "yes""#)
    let scope = ArticleListScope.filtered(.feed(world), #"unread = "yes""#, filter)
    let query = ArticleQuery(feeds: [Fixtures.world], limit: 1_000, includesSummaries: false)
    let loaded = await actions(of: .loadArticles(scope, query)) {
      $0.date.now = Fixtures.base
      $0.articleStore.articlesMatching = { asked, askedQuery, now in
        #expect(asked == filter)
        #expect(askedQuery == query)
        #expect(now == Fixtures.base)
        return [Fixtures.worldArticles[0]]
      }
    }
    #expect(loaded == [.articlesLoaded(scope, .success([Fixtures.worldArticles[0]]))])
  }

  /// Words alone are ranked by the store's word search, as `search` ranks them; any other term
  /// makes the store choose by the filter, newest first.
  @Test func searchingAsksTheStoreAsTheSearchCommandDoes() async throws {
    let words = try #require(try ArticleFilter.searchBox("geneva talks"))
    let found = await actions(of: .search("geneva talks", words, tags: [:], limit: 200)) {
      $0.articleStore.search = { text, limit in
        #expect(text == "geneva talks")
        #expect(limit == 200)
        return [Fixtures.worldArticles[0]]
      }
    }
    #expect(
      found == [
        .articlesLoaded(.search("geneva talks", words), .success([Fixtures.worldArticles[0]]))
      ])

    let terms = try #require(try ArticleFilter.searchBox("talks ~unread"))
    let tags = [Fixtures.world: ["news"]]
    let chosen = await actions(of: .search("talks ~unread", terms, tags: tags, limit: 200)) {
      $0.date.now = Fixtures.base
      $0.articleStore.articlesMatching = { filter, query, now in
        #expect(filter == terms)
        #expect(query == ArticleQuery(limit: 200, includesSummaries: false, tags: tags))
        #expect(now == Fixtures.base)
        return [Fixtures.worldArticles[1]]
      }
    }
    #expect(
      chosen == [
        .articlesLoaded(.search("talks ~unread", terms), .success([Fixtures.worldArticles[1]]))
      ])
  }

  @Test func readMarksAreSavedForEverySelectionAndCountedTogether() async {
    let change = ReadMarkChange([.feed(world), .feed(tech)], isRead: true, isAnnounced: true)
    let asked = LockIsolated<[ArticleSelection]>([])
    let saved = await actions(of: .setRead(change)) {
      $0.articleStore.setRead = { selection, isRead in
        #expect(isRead)
        asked.withValue { $0.append(selection) }
        return selection == .feed(Fixtures.world) ? 2 : 3
      }
    }
    #expect(asked.value == [.feed(world), .feed(tech)])
    #expect(saved == [.readMarksSaved(change, .success(5))])
  }

  /// Feeds finish in the order their servers answer, each reported as it does, and the refresh
  /// says how many it fetches first, and that it is done only after the last, with the
  /// subscriptions as saved.
  @Test func aRefreshReportsEachFeedAsItFinishesThenTheEnd() async {
    let clock = CountingClock()
    let delays: [URL: Duration] = [world: .seconds(3), tech: .seconds(1), radio: .seconds(2)]
    let saved = LockIsolated<[URL]>([])
    let recording = EffectRecording(.refresh([world, tech, radio])) {
      $0.storage = .inMemory()
      $0.continuousClock = clock
      $0.date.now = Fixtures.base
      $0.articleStore.articles = { _ in [Fixtures.radioArticle] }
      $0.articleStore.revisions = { [Fixtures.tech: "tech at 9:00"] }
      $0.newsClient.fetchFeedUpdate = { url, knownRevision in
        try await clock.sleep(for: delays[url]!)
        if url == Fixtures.radio { throw NewsClientError.network(url, .timedOut) }
        if knownRevision == "tech at 9:00" { return .unchanged }
        return .changed(
          Feed(
            url: url, title: "Feed", format: .rss,
            articles: [Article(title: "One"), Article(title: "Two")]))
      }
      $0.articleStore.save = { feed, now in
        #expect(now == Fixtures.base)
        saved.withValue { $0.append(feed.url) }
        return SaveResult(inserted: feed.url == Fixtures.world ? 2 : 0, unchanged: 2)
      }
    }
    await clock.advance(by: .seconds(1), afterSleepers: 3)
    await recording.waitForActions(2)
    #expect(
      recording.sent.value == [
        .fetchStarted(feeds: 3), .feedRefreshed(FeedRefreshResult(feed: tech)),
      ])
    await clock.advance(by: .seconds(1), afterSleepers: 2)
    await recording.waitForActions(3)
    let timedOut = ReaderFailure(NewsClientError.network(radio, .timedOut).description)
    #expect(
      recording.sent.value.last == .feedRefreshed(FeedRefreshResult(feed: radio, failure: timedOut))
    )
    await clock.advance(by: .seconds(1), afterSleepers: 1)
    await recording.finish()
    #expect(
      recording.sent.value == [
        .fetchStarted(feeds: 3),
        .feedRefreshed(FeedRefreshResult(feed: tech)),
        .feedRefreshed(FeedRefreshResult(feed: radio, failure: timedOut)),
        .feedRefreshed(FeedRefreshResult(feed: world, inserted: 2)),
        .subscriptionsChanged([]),
        .refreshFinished(),
      ])
    #expect(saved.value == [world], "an unchanged feed is not saved again")
  }

  /// Retention runs once every feed was saved, dated by the `date` dependency, and a store that
  /// fails it is reported with the end of the refresh.
  @Test func aRefreshAppliesTheRetentionPolicyLast() async {
    let retention = RetentionPolicy(newestPerFeed: 50)
    let calls = LockIsolated<[String]>([])
    let disk = ArticleStoreError.diskFull(database: "/data/articles.sqlite")
    let sent = await actions(of: .refresh([world], retention: retention)) {
      $0.storage = .inMemory()
      $0.date.now = Fixtures.base
      $0.articleStore.articles = { _ in [Fixtures.radioArticle] }
      $0.articleStore.revisions = { [:] }
      $0.newsClient.fetchFeedUpdate = { url, _ in
        .changed(Feed(url: url, title: "World", format: .rss, articles: []))
      }
      $0.articleStore.save = { _, _ in
        calls.withValue { $0.append("save") }
        return SaveResult()
      }
      $0.articleStore.applyRetention = { policy, now in
        #expect(policy == retention)
        #expect(now == Fixtures.base)
        calls.withValue { $0.append("retention") }
        throw disk
      }
    }
    #expect(calls.value == ["save", "retention"])
    #expect(
      sent == [
        .fetchStarted(feeds: 1),
        .feedRefreshed(FeedRefreshResult(feed: world)),
        .subscriptionsChanged([]),
        .refreshFinished(failure: ReaderFailure(disk.description)),
      ])
  }

  @Test func aRefreshFetchesAFewFeedsAtATime() async {
    let clock = CountingClock()
    let window = HeadlinesFeature.maximumPendingFetches
    let feeds = (1...(window + 8)).map { URL(string: "https://feeds.example.org/\($0).xml")! }
    let inFlight = LockIsolated(0)
    let mostInFlight = LockIsolated(0)
    let recording = EffectRecording(.refresh(feeds)) {
      $0.storage = .inMemory()
      $0.continuousClock = clock
      $0.date.now = Fixtures.base
      $0.articleStore.articles = { _ in [Fixtures.radioArticle] }
      $0.articleStore.revisions = { [:] }
      $0.newsClient.fetchFeedUpdate = { url, _ in
        let count = inFlight.withValue { count in
          count += 1
          return count
        }
        mostInFlight.withValue { $0 = max($0, count) }
        defer { inFlight.withValue { $0 -= 1 } }
        try await clock.sleep(for: .seconds(1))
        return .changed(Feed(url: url, title: "Feed", format: .rss, articles: []))
      }
      $0.articleStore.save = { _, _ in SaveResult() }
    }
    await clock.advance(by: .seconds(1), afterSleepers: window)
    await recording.waitForActions(window + 1)
    await clock.advance(by: .seconds(1), afterSleepers: 8)
    await recording.finish()
    #expect(mostInFlight.value == window)
    // The count, every feed, the subscriptions and the end.
    #expect(recording.sent.value.count == window + 11)
    #expect(recording.sent.value.last == .refreshFinished())
  }

  /// A refresh of every feed fetches the subscriptions as saved now, not as the reader opened
  /// with them, and tells the reader what they are.
  @Test func aRefreshOfEveryFeedFetchesTheSubscriptionsAsSavedNow() async throws {
    let storage = StorageClient.inMemory()
    let added = [Subscription(url: world), Subscription(url: tech, title: "Added meanwhile")]
    try await withDependencies {
      $0.storage = storage
    } operation: {
      @Dependency(\.storage) var storage
      try await storage.save(added, to: .subscriptions)
    }
    let fetched = LockIsolated<Set<URL>>([])
    let sent = await actions(of: .refresh(nil)) {
      $0.storage = storage
      $0.date.now = Fixtures.base
      $0.articleStore = .inMemory()
      $0.newsClient.fetchFeedUpdate = { url, _ in
        fetched.withValue { _ = $0.insert(url) }
        return .changed(Feed(url: url, title: "Feed", format: .rss, articles: []))
      }
    }
    #expect(fetched.value == [world, tech])
    #expect(sent.first == .fetchStarted(feeds: 2))
    #expect(sent.suffix(2) == [.subscriptionsChanged(added), .refreshFinished()])
  }

  /// Logged in to a sync server, a refresh is a sync of everything, whichever feeds were asked
  /// for: nothing is fetched from the feeds themselves, and the server's articles are stored.
  @Test func aRefreshWhileLoggedInIsASync() async throws {
    let storage = StorageClient.inMemory()
    let store = ArticleStoreClient.inMemory()
    let server = SyncClient.sampleServer()
    let serverURL = URL(string: "https://rss.example.org/api/fever.php")!
    try await withDependencies {
      $0.storage = storage
      $0.syncClient = server
    } operation: {
      try await SyncFeature().logIn(
        service: .fever, serverURL: serverURL, user: "reader@example.org", password: "a password")
    }
    let synced = await actions(of: .refresh([world])) {
      $0.storage = storage
      $0.articleStore = store
      $0.syncClient = server
      $0.date.now = Fixtures.base
    }
    // The server's feeds are the subscriptions now, and the reader is told.
    let account = try await server.logIn(.fever, serverURL, "reader@example.org", "a password")
    let feeds = try await server.feeds(account)
    #expect(synced.count == 3)
    #expect(synced.first == .syncStarted)
    #expect(
      synced.dropFirst().first
        == .subscriptionsChanged(feeds.map { Subscription(url: $0.url, title: $0.title) }))
    guard case .syncFinished(.success(let report), storeFailure: nil) = synced.last else {
      Issue.record("expected a sync, got \(synced)")
      return
    }
    #expect(report.newArticles > 0)
    #expect(try await store.remoteIDs().count == report.newArticles)
  }

  /// A sync that fails says why and what waits, and the reader carries on from the store.
  @Test func aSyncThatFailsSaysWhyAndWhatWaits() async throws {
    let account = SyncAccount(
      service: .fever, serverURL: URL(string: "https://rss.example.org/api/fever.php")!,
      user: "reader@example.org", token: "token")
    let refused = SyncClientError(server: account.serverURL, reason: .credentialsRefused)
    let storage = StorageClient.inMemory()
    try await withDependencies {
      $0.storage = storage
    } operation: {
      @Dependency(\.storage) var storage
      try await storage.save(account, to: .syncAccount)
    }
    let sent = await actions(of: .refresh([world])) {
      $0.storage = storage
      $0.articleStore.pendingMarks = {
        [PendingMark(id: 1, remoteID: "7", mark: .starred)]
      }
      $0.syncClient.mark = { _, _, _ in throw refused }
    }
    #expect(
      sent == [
        .syncStarted,
        .subscriptionsChanged([]),
        .syncFinished(.failure(ReaderFailure("\(refused); 1 change made here waits to be sent"))),
      ])
  }

  /// The download's progress in whole percents, each once; then the playing time every second,
  /// from the player, with the feed's length when the player does not know it; then the end.
  @Test func playingDownloadsThenReportsThePlayingTimeEverySecond() async {
    let clock = CountingClock()
    let file = URL(fileURLWithPath: "/cache/enclosures/news-0800.mp3")
    let ticks = LockIsolated(0)
    let recording = EffectRecording(.play(Fixtures.bulletin)) {
      $0.continuousClock = clock
      $0.newsClient.downloadEnclosure = { url, progress in
        #expect(url == Fixtures.bulletin.url)
        progress(DownloadProgress(bytesReceived: 0, totalBytes: nil))
        progress(DownloadProgress(bytesReceived: 400, totalBytes: 1_000))
        progress(DownloadProgress(bytesReceived: 401, totalBytes: 1_000))
        progress(DownloadProgress(bytesReceived: 1_000, totalBytes: 1_000))
        return file
      }
      $0.audioPlayer.play = { url in
        #expect(url == file)
        try await clock.sleep(for: .milliseconds(2_500))
      }
      $0.audioPlayer.position = {
        let seconds = ticks.withValue { ticks in
          ticks += 1
          return ticks
        }
        return PlaybackPosition(elapsed: .seconds(seconds), duration: nil)
      }
    }
    await recording.waitForActions(3)
    #expect(
      recording.sent.value == [
        .playbackProgressed(.downloading(percent: 40)),
        .playbackProgressed(.downloading(percent: 100)),
        .playbackProgressed(.playing(elapsed: .zero, duration: .seconds(300))),
      ])
    await clock.advance(by: .seconds(1), afterSleepers: 2)
    await recording.waitForActions(4)
    #expect(
      recording.sent.value.last
        == .playbackProgressed(.playing(elapsed: .seconds(1), duration: .seconds(300))))
    await clock.advance(by: .seconds(1), afterSleepers: 2)
    await recording.waitForActions(5)
    #expect(
      recording.sent.value.last
        == .playbackProgressed(.playing(elapsed: .seconds(2), duration: .seconds(300))))
    await clock.advance(by: .milliseconds(500), afterSleepers: 2)
    await recording.finish()
    #expect(recording.sent.value.count == 6)
    #expect(recording.sent.value.last == .playbackFinished(failure: nil))
  }

  @Test func aPlayerFailureEndsThePlaybackWithItsMessage() async {
    let device = AudioPlayerError.deviceUnavailable(device: "default", reason: "no sound card")
    let sent = await actions(of: .play(Fixtures.bulletin)) {
      $0.continuousClock = TestClock()
      $0.newsClient.downloadEnclosure = { _, _ in URL(fileURLWithPath: "/cache/news.mp3") }
      $0.audioPlayer.play = { _ in throw device }
    }
    #expect(
      sent == [
        .playbackProgressed(.playing(elapsed: .zero, duration: .seconds(300))),
        .playbackFinished(failure: ReaderFailure(device.description)),
      ])
  }

  @Test func aStoppedPlaybackReportsNothingMore() async {
    let clock = CountingClock()
    let recording = EffectRecording(.play(Fixtures.bulletin)) {
      $0.continuousClock = clock
      $0.newsClient.downloadEnclosure = { _, _ in URL(fileURLWithPath: "/cache/news.mp3") }
      $0.audioPlayer.play = { _ in try await clock.sleep(for: .seconds(300)) }
      $0.audioPlayer.position = { nil }
    }
    await recording.waitForActions(1)
    await clock.waitForSleepers(2)
    recording.cancel()
    await recording.finish()
    #expect(
      recording.sent.value == [
        .playbackProgressed(.playing(elapsed: .zero, duration: .seconds(300)))
      ])
  }

  @Test func theBrowserOpensTheLinkAndAFailureIsReported() async {
    let link = URL(string: "https://example.org/m")!
    let ran = LockIsolated<[ExternalCommand]>([])
    let sent = await actions(of: .openInBrowser(link)) {
      $0.terminal.run = { command in ran.withValue { $0.append(command) } }
    }
    #expect(
      ran.value == [.opening(link, as: LinkOpening(command: nil, handsOverTerminal: true))])
    #expect(sent == [.browserFinished(failure: nil)])
    struct NoBrowser: Error, CustomStringConvertible {
      var description: String { "No browser is set" }
    }
    let failed = await actions(of: .openInBrowser(link)) {
      $0.terminal.run = { _ in throw NoBrowser() }
    }
    #expect(failed == [.browserFinished(failure: ReaderFailure("No browser is set"))])
  }

  /// Several links open one after the other: a browser that takes the terminal has it alone,
  /// and the next starts once it has returned. The first failure is reported, once, after all.
  @Test func eachLinkOpensOnceTheOneBeforeHasReturned() async {
    let links = (1...3).map { URL(string: "https://example.org/\($0)")! }
    let running = LockIsolated(0)
    let mostAtOnce = LockIsolated(0)
    let ran = LockIsolated<[URL]>([])
    struct Refused: Error, CustomStringConvertible {
      var description: String { "The browser refused" }
    }
    let sent = await actions(of: .openEachInBrowser(links)) {
      $0.terminal.run = { command in
        running.withValue { $0 += 1 }
        mostAtOnce.withValue { $0 = max($0, running.value) }
        // Long enough for another to start, were they started together.
        try await Task.sleep(for: .milliseconds(20))
        running.withValue { $0 -= 1 }
        guard case .link(let url, _, _) = command.subject else { return }
        ran.withValue { $0.append(url) }
        if url != links[0] { throw Refused() }
      }
    }
    #expect(ran.value == links)
    #expect(mostAtOnce.value == 1)
    #expect(sent == [.browserFinished(failure: ReaderFailure("The browser refused"))])
  }

  /// The configuration's `opener` rules choose the command by the URL, and `browser` opens the
  /// rest.
  @Test func aLinkOpensByTheFirstOpenerThatMatchesItElseByTheBrowser() async {
    let openers = LinkOpeners(
      browser: CommandTemplate("w3m %u"),
      openers: [
        Opener(pattern: #"\.mp4$"#, command: CommandTemplate("mpv %u"), handsOverTerminal: false)
      ])
    let ran = LockIsolated<[ExternalCommand]>([])
    for address in ["https://example.org/clip.mp4", "https://example.org/page"] {
      _ = await actions(of: .openInBrowser(URL(string: address)!)) {
        $0.linkOpeners = openers
        $0.terminal.run = { command in ran.withValue { $0.append(command) } }
      }
    }
    #expect(
      ran.value == [
        .opening(
          URL(string: "https://example.org/clip.mp4")!,
          as: LinkOpening(command: CommandTemplate("mpv %u"), handsOverTerminal: false)),
        .opening(
          URL(string: "https://example.org/page")!,
          as: LinkOpening(command: CommandTemplate("w3m %u"), handsOverTerminal: true)),
      ])
  }

}
