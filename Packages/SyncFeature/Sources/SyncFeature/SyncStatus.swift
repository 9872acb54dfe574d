import Foundation
import SyncClient

/// What `sync status` shows: who the app syncs as, when it last did, and what waits to be sent.
public struct SyncStatus: Sendable, Hashable {
  public var service: SyncService
  public var serverURL: URL
  public var user: String
  /// Nil before the first sync that succeeded.
  public var lastSync: Date?
  /// Marks made here that the server has not taken yet.
  public var waitingMarks: Int

  public init(
    service: SyncService, serverURL: URL, user: String, lastSync: Date?, waitingMarks: Int
  ) {
    self.service = service
    self.serverURL = serverURL
    self.user = user
    self.lastSync = lastSync
    self.waitingMarks = waitingMarks
  }
}
