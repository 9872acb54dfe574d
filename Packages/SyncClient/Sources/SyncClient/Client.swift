import Dependencies
import Foundation

/// Keeps the app's subscriptions, articles and read and starred marks in step with a sync server,
/// such as FreshRSS or Miniflux, that the user also reads from on other devices.
///
/// This is the interface only: it speaks the app's own types, never a protocol's, so that a
/// feature syncs the same way whichever service the account names, and builds and tests without
/// libcurl. The live implementation, in the `SyncClientLive` package that only the app links,
/// speaks the Fever API; the Google Reader API fits the same endpoints (see the README).
///
/// A sync server's replies are read like feeds, as a stranger's input: bounded in size and time,
/// their text made safe for a terminal. Nothing a server sends is trusted to be in order: ids are
/// matched as sets.
///
/// Cancelling the calling task stops a request at once and throws `CancellationError`, as every
/// client in this workspace does. Every other failure is a ``SyncClientError`` naming the server.
public struct SyncClient: Sendable {
  /// Checks the user name and password with the server and returns the account to keep.
  ///
  /// The password is used for this call only and is not in the account: a token that stands for
  /// it is. A refused password throws ``SyncClientError/Reason/credentialsRefused``.
  public var logIn:
    @Sendable (
      _ service: SyncService, _ serverURL: URL, _ user: String, _ password: String
    ) async throws -> SyncAccount

  /// Every feed the account is subscribed to on the server.
  public var feeds: @Sendable (_ account: SyncAccount) async throws -> [SyncFeed]

  /// The next batch of the items that arrived on the server after `cursor` (nil: from the
  /// beginning): every item it keeps, read or not, each with its marks as it was handed over.
  ///
  /// Call it again with the batch's cursor until a batch ``SyncItemBatch/isComplete``, storing
  /// each batch and its cursor before the next call. However many items arrived between two
  /// pulls, and in whatever order the server hands them out, none is skipped; an item may come
  /// twice. An item handed over once is not handed over again by a later pull, so an app that
  /// has dropped it does not get it back.
  public var itemsSince:
    @Sendable (_ account: SyncAccount, _ cursor: SyncCursor?) async throws -> SyncItemBatch

  /// The items with these ids, for the unread and starred ids the app does not hold (any more),
  /// such as an article it dropped that another device marked unread. Ids the server no longer
  /// has are left out of the answer. Pass a few hundred at a time, so that what
  /// arrives stays small.
  public var items:
    @Sendable (_ account: SyncAccount, _ ids: Set<SyncItemID>) async throws -> [SyncItem]

  /// The ids of every item the server counts unread: the truth to reconcile the store with.
  public var unreadItemIDs: @Sendable (_ account: SyncAccount) async throws -> Set<SyncItemID>

  /// The ids of every starred item.
  public var starredItemIDs: @Sendable (_ account: SyncAccount) async throws -> Set<SyncItemID>

  /// Marks items read, unread, starred or unstarred on the server: one id or many.
  ///
  /// Idempotent: marking an item that already is so, or one the server no longer has, succeeds.
  /// After a failure some of the items may be marked and others not, so send the same call again.
  public var mark:
    @Sendable (_ account: SyncAccount, _ mark: SyncMark, _ ids: [SyncItemID]) async throws -> Void

  /// Builds a client from its endpoints.
  ///
  /// Public so that the live package, previews and tests can each build their own value.
  public init(
    logIn:
      @escaping @Sendable (
        _ service: SyncService, _ serverURL: URL, _ user: String, _ password: String
      ) async throws -> SyncAccount,
    feeds: @escaping @Sendable (_ account: SyncAccount) async throws -> [SyncFeed],
    itemsSince:
      @escaping @Sendable (_ account: SyncAccount, _ cursor: SyncCursor?) async throws ->
      SyncItemBatch,
    items:
      @escaping @Sendable (_ account: SyncAccount, _ ids: Set<SyncItemID>) async throws ->
      [SyncItem],
    unreadItemIDs: @escaping @Sendable (_ account: SyncAccount) async throws -> Set<SyncItemID>,
    starredItemIDs: @escaping @Sendable (_ account: SyncAccount) async throws -> Set<SyncItemID>,
    mark:
      @escaping @Sendable (_ account: SyncAccount, _ mark: SyncMark, _ ids: [SyncItemID])
      async throws -> Void
  ) {
    self.logIn = logIn
    self.feeds = feeds
    self.itemsSince = itemsSince
    self.items = items
    self.unreadItemIDs = unreadItemIDs
    self.starredItemIDs = starredItemIDs
    self.mark = mark
  }
}

extension DependencyValues {
  /// The client that syncs with the user's server.
  public var syncClient: SyncClient {
    get { self[SyncClient.self] }
    set { self[SyncClient.self] = newValue }
  }
}
