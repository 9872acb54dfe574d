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
/// the subscriptions, fetches the unread and starred articles the store lacks, and applies the
/// server's unread and starred sets to the rest. The sets are compared with the store's remote
/// ids, never paged by id (coldsweat hands pages out feed by feed), so a sync with nothing new
/// makes three calls. Whatever fails, the queue keeps every mark the server did not take, and the
/// store keeps working without the server.
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

  private func pull(_ account: SyncAccount, into report: inout SyncReport) async throws {
    let feeds = try await syncClient.feeds(account)
    let unread = try await syncClient.unreadItemIDs(account)
    let starred = try await syncClient.starredItemIDs(account)
    report.serverCalls += 3
    report.feeds = feeds.count
    try await SubscriptionsFeature().replace(
      with: feeds.map { Subscription(url: $0.url, title: $0.title) })

    let feedsByID = Dictionary(feeds.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let known = try await articleStore.remoteIDs()
    let missing = unread.union(starred).filter { !known.contains($0.rawValue) }
      .sorted { $0.rawValue < $1.rawValue }
    for start in stride(from: 0, to: missing.count, by: Self.itemsPerCall) {
      let ids = Set(missing[start..<min(start + Self.itemsPerCall, missing.count)])
      let items = try await syncClient.items(account, ids)
      report.serverCalls += 1
      let articles = items.compactMap { item -> SyncedArticle? in
        // An item of a feed the server did not list is left for a later sync.
        guard let feed = feedsByID[item.feedID] else { return nil }
        return SyncedArticle(
          remoteID: item.id.rawValue, feed: feed.url, feedTitle: feed.title,
          article: Article(
            title: item.title, link: item.url, content: item.body.blocks.isEmpty ? nil : item.body,
            author: item.author, published: item.published),
          isRead: !unread.contains(item.id), isStarred: starred.contains(item.id))
      }
      report.newArticles += try await articleStore.saveSynced(articles, now).inserted
    }
    report.changedMarks = try await articleStore.applyRemoteMarks(
      Set(unread.map(\.rawValue)), Set(starred.map(\.rawValue)))
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
