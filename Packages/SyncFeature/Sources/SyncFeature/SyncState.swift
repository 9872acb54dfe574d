import Foundation

/// What the app remembers about syncing between runs, beside the account.
struct SyncState: Sendable, Hashable, Codable {
  var lastSync: Date?
}
