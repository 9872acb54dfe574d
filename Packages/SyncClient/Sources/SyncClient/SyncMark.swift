/// A change of an item's state that the app sends to the server.
public enum SyncMark: String, Sendable, Hashable, Codable, CaseIterable {
  case read
  case unread
  case starred
  case unstarred
}
