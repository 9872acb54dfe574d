/// Why the article store could not keep what a refresh brought, and when it failed, which tells
/// where the feeds as fetched can still be had.
public enum StoreFailure: Sendable, Hashable {
  /// The store could not be read before any feed was asked for, so nothing was fetched.
  case unreadable(String)
  /// A feed arrived but could not be saved, or an upgrade's read marks could not be set: the
  /// news client keeps a copy of every feed it fetched.
  case notSaved(String)
  /// Everything was saved, but the retention could not be applied.
  case retentionFailed(String)

  /// The store's own words for the failure, which name its file.
  public var message: String {
    switch self {
    case .unreadable(let message), .notSaved(let message), .retentionFailed(let message):
      message
    }
  }
}
