import NewsFeature
import StorageClient
import SyncFeature

/// What a refresh did: how the store was brought up to date, and the subscriptions it left.
public struct RefreshOutcome: Sendable, Hashable {
  /// The subscriptions as the refresh left them, read afresh: a sync makes them the server's,
  /// and another process may have changed them since the caller last read them.
  public var subscriptions: [Subscription]
  /// Why the saved subscriptions were set aside for an empty list, when they were.
  public var subscriptionsProblem: StorageError?
  public var result: RefreshResult
  /// Why the store could not keep all that arrived, or apply the retention, when it could not.
  public var storeFailure: StoreFailure?

  public init(
    subscriptions: [Subscription], subscriptionsProblem: StorageError? = nil,
    result: RefreshResult, storeFailure: StoreFailure? = nil
  ) {
    self.subscriptions = subscriptions
    self.subscriptionsProblem = subscriptionsProblem
    self.result = result
    self.storeFailure = storeFailure
  }
}

/// How a refresh brought the store up to date: from the feeds themselves, or from the sync
/// server the user is logged in to.
public enum RefreshResult: Sendable, Hashable {
  case fetched(FetchReport)
  case synced(SyncReport)
  /// The server could not be reached or refused; the store is as the last sync left it, and
  /// every mark made here still waits.
  case syncFailed(SyncFailure)

  /// What fetching the feeds did, for a refresh that fetched them; nil for a sync.
  public var fetchReport: FetchReport? {
    if case .fetched(let report) = self { report } else { nil }
  }
}
