/// What saving a feed changed, so that a refresh can say "3 new" without listing articles again.
public struct SaveResult: Sendable, Hashable {
  /// Articles stored for the first time.
  public var inserted: Int
  /// Known articles whose text changed and was updated in place.
  public var updated: Int
  /// Known articles that arrived exactly as stored, and articles the store chose not to keep
  /// again: duplicates within the feed and articles retention dropped.
  public var unchanged: Int

  public init(inserted: Int = 0, updated: Int = 0, unchanged: Int = 0) {
    self.inserted = inserted
    self.updated = updated
    self.unchanged = unchanged
  }
}
