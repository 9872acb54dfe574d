import SyncClient

/// What a Fever pull remembers between batches: the highest item id handed over so far.
///
/// Fever servers number items in the order they store them, so every item that arrives later has
/// a higher id; the ids themselves are read from the server's id lists, never from the order its
/// pages come in (coldsweat pages `since_id` feed by feed, not by id).
struct FeverCursor: Equatable {
  static let prefix = "fever:"

  var highestDeliveredID: UInt64

  init(highestDeliveredID: UInt64) {
    self.highestDeliveredID = highestDeliveredID
  }

  /// Nil for no cursor, another service's, or one that cannot be read: the pull then starts from
  /// the beginning, since pulling an item twice is harmless and missing one is not.
  init?(_ cursor: SyncCursor?) {
    guard let text = cursor?.rawValue, text.hasPrefix(Self.prefix),
      let id = UInt64(text.dropFirst(Self.prefix.count))
    else { return nil }
    highestDeliveredID = id
  }

  var syncCursor: SyncCursor {
    SyncCursor(rawValue: "\(Self.prefix)\(highestDeliveredID)")
  }
}
