import ArticleStoreClient
import Dependencies
import Foundation
import NewsClient
import NewsFeature
import StorageClient
import SyncClient

/// Keeps the store and the subscriptions in step with the user's sync server: logging in and
/// out, and syncing.
///
/// A sync pushes, then pulls. It sends the marks waiting in the store's queue in their order,
/// taking each run of them off the queue once the server has it; then it makes the server's feeds
/// the subscriptions, stores every item the server keeps that arrived since the last pull, read
/// or not, fetches by id the unread and starred ones the store still lacks, and applies the
/// server's unread and starred sets to the rest. Where the last pull stopped is kept in the store,
/// so a sync with nothing new makes four calls, and an article the store dropped does not come
/// back. Whatever fails, the queue keeps every mark the server did not take, and the store keeps
/// working without the server.
public struct SyncFeature: Sendable {
  @Dependency(\.syncClient) var syncClient
  @Dependency(\.articleStore) var articleStore
  @Dependency(\.storage) var storage
  @Dependency(\.date.now) var now

  /// How many ids one `items` call asks for: a few hundred, as the client asks.
  static let itemsPerCall = 250

  public init() {}

  /// The account saved by ``logIn(service:serverURL:user:password:)``; nil when sync is off.
  public func account() async throws -> SyncAccount? {
    try await storage.load(SyncAccount.self, from: .syncAccount)
  }

  /// Checks the user and password with the server, then saves the account it returns (the
  /// token, never the password). A refused password or an unreachable server throws the
  /// client's error and saves nothing.
  @discardableResult
  public func logIn(service: SyncService, serverURL: URL, user: String, password: String)
    async throws -> SyncAccount
  {
    let account = try await syncClient.logIn(service, serverURL, user, password)
    try await storage.save(account, to: .syncAccount)
    _ = try await storage.remove(.syncState)
    return account
  }

  /// Forgets the account and when it last synced. Articles and marks stay in the store, as do
  /// marks still waiting: logging in again sends them.
  ///
  /// - Returns: Whether there was an account.
  @discardableResult
  public func logOut() async throws -> Bool {
    _ = try await storage.remove(.syncState)
    return try await storage.remove(.syncAccount)
  }

  /// The server whose feeds the subscriptions are, while logged in to one: the next sync makes
  /// them the subscriptions again, so a change made here would silently go, and Fever cannot
  /// subscribe. Nil when the subscriptions are the user's to change.
  ///
  /// An account that cannot be read counts as none: a change then fails, or not, on its own.
  public func subscriptionsOwner() async -> URL? {
    (try? await account())?.serverURL
  }

  /// Nil when sync is off.
  public func status() async throws -> SyncStatus? {
    guard let account = try await account() else { return nil }
    let state = try await storage.load(SyncState.self, from: .syncState)
    return SyncStatus(
      service: account.service, serverURL: account.serverURL, user: account.user,
      lastSync: state?.lastSync, waitingMarks: try await articleStore.pendingMarks().count)
  }

  /// Pushes the waiting marks, then pulls; the one entry point for every refresh that syncs.
  ///
  /// `starting` is called once an account is found, before the server is asked, so that a screen
  /// can say it syncs rather than fetches; without an account, nothing is called and the answer
  /// is ``SyncOutcome/notLoggedIn``.
  ///
  /// Never throws: a failure is reported as ``SyncOutcome/failed(_:)`` with one line to show,
  /// and the store, its queue included, stays as the last step that succeeded left it.
  public func sync(starting: @Sendable () -> Void = {}) async -> SyncOutcome {
    let account: SyncAccount
    do {
      guard let saved = try await self.account() else { return .notLoggedIn }
      account = saved
    } catch {
      return .failed(SyncFailure(description: "\(error)", waitingMarks: 0))
    }
    starting()
    do {
      var report = SyncReport()
      try await push(account, into: &report)
      try await pull(account, into: &report)
      try await storage.save(SyncState(lastSync: now), to: .syncState)
      return .synced(report)
    } catch {
      let waiting = (try? await articleStore.pendingMarks().count) ?? 0
      let line = error is CancellationError ? "The sync was cancelled" : "\(error)"
      return .failed(SyncFailure(description: line, waitingMarks: waiting))
    }
  }

  /// Sends the queue in order, one call per run of the same mark, each run taken off the queue
  /// as soon as the server has it, so a failure or a kill resends at most one run.
  private func push(_ account: SyncAccount, into report: inout SyncReport) async throws {
    let pending = try await articleStore.pendingMarks()
    var start = pending.startIndex
    while start < pending.endIndex {
      let mark = pending[start].mark
      let end = pending[start...].firstIndex { $0.mark != mark } ?? pending.endIndex
      let run = pending[start..<end]
      try await syncClient.mark(
        account, SyncMark(mark), run.map { SyncItemID(rawValue: $0.remoteID) })
      report.serverCalls += 1
      try await articleStore.removePendingMarks(run.map(\.id))
      report.sentMarks += run.count
      start = end
    }
  }

  /// Makes the server's feeds the subscriptions, stores every item it keeps that the store has
  /// not had yet, read or not, then applies its unread and starred sets.
  ///
  /// The items come from where the last pull stopped, which the store keeps, batch by batch, each
  /// batch's cursor saved after its items: an item the store dropped (retention drops read ones)
  /// is not pulled again, and a pull cut short goes on from its last batch. The sets are asked
  /// for after the items, so an item that arrived meanwhile is among them.
  private func pull(_ account: SyncAccount, into report: inout SyncReport) async throws {
    let feeds = try await syncClient.feeds(account)
    report.serverCalls += 1
    report.feeds = feeds.count
    try await SubscriptionsFeature().replace(
      with: feeds.map { Subscription(url: $0.url, title: $0.title) })
    let feedsByID = Dictionary(feeds.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    let cursorKey = account.cursorKey
    let stored = try await articleStore.syncCursor(cursorKey).map(SyncCursor.init(rawValue:))
    var batch = try await syncClient.itemsSince(account, stored)
    report.serverCalls += 1
    while true {
      // The next batch is on its way while this one is stored.
      let current = batch
      async let following =
        current.isComplete ? nil : syncClient.itemsSince(account, current.cursor)
      report.newArticles += try await store(current.items, feedsByID)
      if current.cursor != stored {
        try await articleStore.saveSyncCursor(current.cursor.rawValue, cursorKey)
      }
      guard let next = try await following else { break }
      report.serverCalls += 1
      batch = next
    }

    let unread = try await syncClient.unreadItemIDs(account)
    let starred = try await syncClient.starredItemIDs(account)
    report.serverCalls += 2
    // Unread and starred items the store lacks: one that arrived after the pull, or one the
    // store dropped and another device has marked unread or starred since.
    let known = try await articleStore.remoteIDs()
    let missing = unread.union(starred).filter { !known.contains($0.rawValue) }
      .sorted { $0.rawValue < $1.rawValue }
    for start in stride(from: 0, to: missing.count, by: Self.itemsPerCall) {
      let ids = Set(missing[start..<min(start + Self.itemsPerCall, missing.count)])
      let items = try await syncClient.items(account, ids)
      report.serverCalls += 1
      report.newArticles += try await store(items, feedsByID)
    }
    report.changedMarks = try await articleStore.applyRemoteMarks(
      Set(unread.map(\.rawValue)), Set(starred.map(\.rawValue)))
  }

  /// Stores items with the marks they were handed over with, and returns how many were new.
  ///
  /// An item of a feed the server did not list (one subscribed to while this sync ran) is left
  /// out; when it is unread or starred, a later sync fetches it by id.
  private func store(_ items: [SyncItem], _ feedsByID: [SyncFeedID: SyncFeed]) async throws
    -> Int
  {
    let articles = items.compactMap { item -> SyncedArticle? in
      guard let feed = feedsByID[item.feedID] else { return nil }
      return SyncedArticle(
        remoteID: item.id.rawValue, feed: feed.url, feedTitle: feed.title,
        article: Article(
          title: item.title, link: item.url, content: item.body.blocks.isEmpty ? nil : item.body,
          author: item.author, published: item.published),
        isRead: item.isRead, isStarred: item.isStarred)
    }
    guard !articles.isEmpty else { return 0 }
    return try await articleStore.saveSynced(articles, now).inserted
  }
}

extension SyncAccount {
  /// What the store keeps this account's cursor under: the service, the server and the user, so
  /// that another account's pull starts from its own beginning, and logging out and in again
  /// goes on where the account left off.
  var cursorKey: String {
    "\(service.rawValue) \(serverURL.absoluteString) \(user)"
  }
}

extension SyncMark {
  /// The server's word for a mark made in the store.
  init(_ mark: ArticleMark) {
    switch mark {
    case .read: self = .read
    case .unread: self = .unread
    case .starred: self = .starred
    case .unstarred: self = .unstarred
    }
  }
}
