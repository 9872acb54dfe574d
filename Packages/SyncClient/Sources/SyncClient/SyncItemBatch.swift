/// One step of a pull of new items: what arrived, and where to go on from.
///
/// A pull comes in batches so that the app can store each one, and its cursor with it, before
/// asking for the next: memory stays bounded whatever the server holds, and a pull interrupted by
/// a crash or a lost connection goes on from the last batch stored instead of starting over.
public struct SyncItemBatch: Sendable, Hashable, Codable {
  /// In no particular order. An item may come again in a later pull; match it by its id.
  public var items: [SyncItem]
  /// Hand it to the next call; store it with the items.
  public var cursor: SyncCursor
  /// Whether the server had nothing newer than this batch when it was asked. When false, ask again
  /// with ``cursor``.
  public var isComplete: Bool

  public init(items: [SyncItem], cursor: SyncCursor, isComplete: Bool) {
    self.items = items
    self.cursor = cursor
    self.isComplete = isComplete
  }
}
