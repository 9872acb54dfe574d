import ArticleStoreClient
import Dependencies
import DependenciesTestSupport
import Foundation
import NewsFeature
import StorageClient
import SyncClient
import SyncFeature
import Testing

/// The feature's flows against the sample server in memory (its marks change as the app marks),
/// the in-memory store and storage: what a sync stores, what it sends, what it costs, and what a
/// failure keeps.
@Suite(.dependencies)
struct SyncFeatureTests {
  let server = SyncClient.sampleServer()
  let store = ArticleStoreClient.inMemory()
  let storage = StorageClient.inMemory()
  let serverURL = URL(string: "https://rss.example.org/api/fever.php")!
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  func run<Value>(
    _ client: SyncClient? = nil, _ operation: () async throws -> Value
  ) async rethrows -> Value {
    try await withDependencies {
      $0.syncClient = client ?? server
      $0.articleStore = store
      $0.storage = storage
      $0.date.now = now
    } operation: {
      try await operation()
    }
  }

  func sync(_ client: SyncClient? = nil) async -> SyncOutcome {
    await run(client) { await SyncFeature().sync() }
  }

  func loggedIn() async throws {
    try await run {
      try await SyncFeature().logIn(
        service: .fever, serverURL: serverURL, user: "reader@example.org",
        password: "a long password")
    }
  }

  @Test func loggingInKeepsTheTokenAndNeverThePassword() async throws {
    try await loggedIn()
    let saved = try #require(try await storage.load(.syncAccount))
    let text = String(decoding: saved, as: UTF8.self)
    #expect(!text.contains("a long password"))
    #expect(text.contains("preview-token"))
    let status = try #require(try await run { try await SyncFeature().status() })
    #expect(status.user == "reader@example.org")
    #expect(status.service == .fever)
    #expect(status.lastSync == nil)
    #expect(status.waitingMarks == 0)
  }

  @Test func aRefusedPasswordStoresNothing() async throws {
    await #expect(throws: SyncClientError.self) {
      try await run {
        try await SyncFeature().logIn(
          service: .fever, serverURL: serverURL, user: "reader@example.org", password: "")
      }
    }
    #expect(try await storage.load(.syncAccount) == nil)
    #expect(await sync() == .notLoggedIn)
  }

  @Test func aSyncAdoptsTheServersFeedsArticlesAndMarksAndASecondCostsFourCalls() async throws {
    try await loggedIn()
    guard case .synced(let first) = await sync() else {
      Issue.record("the first sync failed")
      return
    }
    let everything = try await server.itemsSince(SyncAccount.sample, nil).items
    let unread = try await server.unreadItemIDs(SyncAccount.sample)
    let starred = try await server.starredItemIDs(SyncAccount.sample)
    #expect(everything.contains { $0.isRead && !$0.isStarred })
    #expect(first.feeds == 3)
    #expect(first.newArticles == everything.count)
    let subscriptions = try await run { try await SubscriptionsFeature().load().value }
    #expect(subscriptions.map(\.title) == ["World Report", "Tech Wire", "The Long Read"])

    // Every article of the server, read ones included, marked as it says.
    let stored = try await store.articles(ArticleQuery(limit: 100, includesContent: true))
    #expect(Set(stored.compactMap(\.remoteID)) == Set(everything.map(\.id.rawValue)))
    #expect(
      Set(stored.filter { !$0.isRead }.compactMap(\.remoteID)) == Set(unread.map(\.rawValue)))
    #expect(
      Set(stored.filter { $0.isStarred }.compactMap(\.remoteID)) == Set(starred.map(\.rawValue)))
    #expect(stored.allSatisfy { $0.article.content?.plainText.contains("full story") == true })

    guard case .synced(let second) = await sync() else {
      Issue.record("the second sync failed")
      return
    }
    #expect(second == SyncReport(feeds: 3, serverCalls: 4))
    #expect(try await store.articles(ArticleQuery(limit: 100)).count == stored.count)
    #expect(try await run { try await SyncFeature().status() }?.lastSync == now)
  }

  // MARK: - Pulling every item

  /// Items read on another device before this one first synced arrive, marked read, beside the
  /// unread and starred ones.
  @Test func aFirstSyncBringsItemsReadElsewhereMarkedRead() async throws {
    let growing = GrowingServer()
    growing.add(15)
    let readThere = growing.add(15, read: true)
    growing.mark(.starred, [readThere[0]])
    try await loggedIn()
    guard case .synced(let report) = await sync(growing.client) else {
      Issue.record("the sync failed")
      return
    }
    #expect(report.newArticles == 30)
    let stored = try await store.articles(ArticleQuery(limit: 100))
    #expect(stored.count == 30)
    #expect(
      Set(stored.filter { $0.isRead }.compactMap(\.remoteID)) == Set(readThere.map(\.rawValue)))
    #expect(stored.filter { $0.isStarred }.compactMap(\.remoteID) == [readThere[0].rawValue])
    #expect(growing.state.value.handedOver.values.allSatisfy { $0 == 1 })
  }

  /// More than a Fever page of items between two syncs, some read elsewhere: all arrive, none
  /// twice, the second pull going on from where the first stopped.
  @Test func moreThanFiftyNewItemsBetweenSyncsAllArriveOnce() async throws {
    let growing = GrowingServer()
    growing.add(30)
    try await loggedIn()
    _ = await sync(growing.client)
    growing.add(50)
    let readThere = growing.add(20, read: true)
    guard case .synced(let report) = await sync(growing.client) else {
      Issue.record("the second sync failed")
      return
    }
    #expect(report.newArticles == 70)
    let stored = try await store.articles(ArticleQuery(limit: 1_000))
    #expect(stored.count == 100)
    #expect(Set(stored.compactMap(\.remoteID)).count == 100)
    #expect(
      Set(stored.filter { $0.isRead }.compactMap(\.remoteID)) == Set(readThere.map(\.rawValue)))
    let server = growing.state.value
    #expect(server.handedOver.count == 100)
    #expect(server.handedOver.values.allSatisfy { $0 == 1 }, "none twice")
    #expect(server.cursorsAsked.count { $0 == nil } == 1, "only the first pull starts over")
  }

  /// An article the store dropped (retention drops read ones) is not pulled again while the
  /// server keeps it, and comes back when another device marks it unread.
  @Test func anArticleRetentionDroppedStaysDroppedUntilMarkedUnreadElsewhere() async throws {
    let growing = GrowingServer()
    let unread = growing.add(5)
    let readThere = growing.add(25, read: true)
    try await loggedIn()
    _ = await sync(growing.client)
    #expect(try await store.applyRetention(RetentionPolicy(newestPerFeed: 0), now) == 25)

    guard case .synced(let second) = await sync(growing.client) else {
      Issue.record("the second sync failed")
      return
    }
    #expect(second.newArticles == 0)
    let kept = try await store.articles(ArticleQuery(limit: 100)).compactMap(\.remoteID)
    #expect(Set(kept) == Set(unread.map(\.rawValue)))
    #expect(growing.state.value.handedOver.values.allSatisfy { $0 == 1 })

    growing.mark(.unread, [readThere[3]])
    guard case .synced(let third) = await sync(growing.client) else {
      Issue.record("the third sync failed")
      return
    }
    #expect(third.newArticles == 1)
    let back = try await store.articles(ArticleQuery(unreadOnly: true, limit: 100))
    #expect(Set(back.compactMap(\.remoteID)) == Set((unread + [readThere[3]]).map(\.rawValue)))
  }

  /// A pull cut short keeps the batches it stored, and the next sync goes on from the last.
  @Test func aPullCutShortGoesOnFromItsLastStoredBatch() async throws {
    let growing = GrowingServer()
    growing.add(50)
    growing.state.withValue { $0.failsFromCall = 3 }
    try await loggedIn()
    guard case .failed = await sync(growing.client) else {
      Issue.record("a server that went away did not fail the sync")
      return
    }
    #expect(try await store.articles(ArticleQuery(limit: 100)).count == 40)

    growing.state.withValue { $0.failsFromCall = nil }
    guard case .synced(let report) = await sync(growing.client) else {
      Issue.record("the sync after the server came back failed")
      return
    }
    #expect(report.newArticles == 10)
    #expect(growing.state.value.cursorsAsked.last == SyncCursor(rawValue: "floor:40"))
    #expect(growing.state.value.handedOver.values.allSatisfy { $0 == 1 })
  }

  /// Where the pull stopped is the store's: a store started again, as one set aside as damaged
  /// is, gets every item again.
  @Test func aStoreStartedAgainGetsEveryItemAgain() async throws {
    let growing = GrowingServer()
    growing.add(30, read: true)
    try await loggedIn()
    _ = await sync(growing.client)
    let fresh = ArticleStoreClient.inMemory()
    let outcome = await withDependencies {
      $0.syncClient = growing.client
      $0.articleStore = fresh
      $0.storage = storage
      $0.date.now = now
    } operation: {
      await SyncFeature().sync()
    }
    guard case .synced(let report) = outcome else {
      Issue.record("the sync into a new store failed")
      return
    }
    #expect(report.newArticles == 30)
    #expect(try await fresh.articles(ArticleQuery(limit: 100)).count == 30)
  }

  @Test func marksMadeHereReachTheServerInOrder() async throws {
    try await loggedIn()
    _ = await sync()
    let article = try #require(
      try await store.articles(ArticleQuery(unreadOnly: true, limit: 1)).first)
    let remoteID = SyncItemID(rawValue: try #require(article.remoteID))
    _ = try await store.setRead(.articles([article.id]), true)
    _ = try await store.setStarred(.articles([article.id]), true)
    _ = try await store.setStarred(.articles([article.id]), false)
    #expect(try await run { try await SyncFeature().status() }?.waitingMarks == 3)

    guard case .synced(let report) = await sync() else {
      Issue.record("the sync failed")
      return
    }
    #expect(report.sentMarks == 3)
    #expect(try await store.pendingMarks().isEmpty)
    #expect(try await !server.unreadItemIDs(SyncAccount.sample).contains(remoteID))
    #expect(try await !server.starredItemIDs(SyncAccount.sample).contains(remoteID))
    let after = try await store.article(article.id)
    #expect(after?.isRead == true)
    #expect(after?.isStarred == false)
  }

  @Test func aServerThatFailsKeepsEveryWaitingMarkAndTheStoreServes() async throws {
    try await loggedIn()
    _ = await sync()
    let articles = try await store.articles(ArticleQuery(limit: 100))
    _ = try await store.setRead(.all, true)
    let waiting = try await store.pendingMarks()
    #expect(!waiting.isEmpty)

    var down = server
    down.mark = { account, _, _ in
      throw SyncClientError(
        server: account.serverURL, reason: .network(.cannotConnect(reason: "refused")))
    }
    let outcome = await sync(down)
    guard case .failed(let failure) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    #expect(failure.description.contains("Could not connect"))
    #expect(failure.waitingMarks == waiting.count)
    #expect(try await store.pendingMarks() == waiting)
    #expect(try await store.articles(ArticleQuery(limit: 100)).count == articles.count)

    guard case .synced(let report) = await sync() else {
      Issue.record("the sync after the server came back failed")
      return
    }
    #expect(report.sentMarks == waiting.count)
    #expect(try await server.unreadItemIDs(SyncAccount.sample).isEmpty)
  }

  /// The server stops between two runs of marks: the run it took leaves the queue, the other
  /// waits, and the next sync sends only that one.
  @Test func aServerThatStopsInTheMiddleKeepsOnlyWhatItDidNotTake() async throws {
    try await loggedIn()
    _ = await sync()
    let fresh = try await store.articles(ArticleQuery(limit: 100)).filter {
      !$0.isRead && !$0.isStarred
    }
    try #require(fresh.count >= 3)
    _ = try await store.setRead(.articles([fresh[0].id, fresh[1].id]), true)
    _ = try await store.setStarred(.articles([fresh[2].id]), true)
    let waiting = try await store.pendingMarks()
    #expect(waiting.map(\.mark) == [.read, .read, .starred])

    let calls = LockIsolated(0)
    var stopping = server
    stopping.mark = { [server] account, mark, ids in
      let call = calls.withValue {
        $0 += 1
        return $0
      }
      guard call == 1 else {
        throw SyncClientError(
          server: account.serverURL, reason: .network(.cannotConnect(reason: "refused")))
      }
      try await server.mark(account, mark, ids)
    }
    guard case .failed(let failure) = await sync(stopping) else {
      Issue.record("a server that stopped did not fail the sync")
      return
    }
    #expect(failure.waitingMarks == 1)
    #expect(try await store.pendingMarks() == [waiting[2]])

    guard case .synced(let report) = await sync() else {
      Issue.record("the sync after the server came back failed")
      return
    }
    #expect(report.sentMarks == 1)
    let starred = try await server.starredItemIDs(SyncAccount.sample)
    #expect(starred.contains(SyncItemID(rawValue: try #require(fresh[2].remoteID))))
    #expect(try await store.pendingMarks().isEmpty)
  }

  @Test func loggingOutForgetsTheAccountButKeepsTheArticles() async throws {
    try await loggedIn()
    _ = await sync()
    #expect(try await run { try await SyncFeature().logOut() })
    #expect(try await storage.load(.syncAccount) == nil)
    #expect(try await run { try await SyncFeature().status() } == nil)
    #expect(try await !store.articles(ArticleQuery()).isEmpty)
    #expect(try await run { try await SyncFeature().logOut() } == false)
  }

  /// Logged in, the subscriptions are the server's, and a sync says it starts before it asks the
  /// server; logged out, they are the user's again, and no sync starts.
  @Test func whileLoggedInTheSubscriptionsAreTheServersAndASyncSaysItStarts() async throws {
    let started = LockIsolated(0)
    #expect(await run { await SyncFeature().subscriptionsOwner() } == nil)
    #expect(
      await run { await SyncFeature().sync { started.withValue { $0 += 1 } } } == .notLoggedIn)
    #expect(started.value == 0)

    try await loggedIn()
    #expect(await run { await SyncFeature().subscriptionsOwner() } == serverURL)
    let outcome = await run { await SyncFeature().sync { started.withValue { $0 += 1 } } }
    guard case .synced = outcome else {
      Issue.record("expected a sync, got \(outcome)")
      return
    }
    #expect(started.value == 1)

    _ = try await run { try await SyncFeature().logOut() }
    #expect(await run { await SyncFeature().subscriptionsOwner() } == nil)
  }

  /// What a command and the reader show after a sync, counted in words, and what a failure
  /// says still waits.
  @Test func aReportAndAFailureEachReadAsOneLine() {
    #expect(SyncReport(feeds: 1, newArticles: 1).summary == "1 new article from 1 feed")
    #expect(
      SyncReport(sentMarks: 1, feeds: 2, changedMarks: 3).summary
        == "0 new articles from 2 feeds, 1 change sent, 3 articles marked as on the server")
    #expect(
      SyncFailure(description: "The server is down", waitingMarks: 0).message
        == "The server is down")
    #expect(
      SyncFailure(description: "The server is down", waitingMarks: 2).message
        == "The server is down; 2 changes made here wait to be sent")
  }
}

extension SyncAccount {
  /// The sample server ignores the account; any will do to ask it directly.
  static let sample = SyncAccount(
    service: .fever, serverURL: URL(string: "https://rss.example.org/api/fever.php")!,
    user: "reader@example.org", token: "preview-token")
}
