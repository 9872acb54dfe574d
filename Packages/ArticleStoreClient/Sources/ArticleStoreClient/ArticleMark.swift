/// A change of an article's marks that a sync server is told about.
///
/// The store's own words for it, so that the store never names a sync protocol; a sync feature
/// maps each to the service's.
public enum ArticleMark: String, Sendable, Hashable, Codable, CaseIterable {
  case read
  case unread
  case starred
  case unstarred
}
