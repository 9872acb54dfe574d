import SyncClient

/// Where a Fever pull stands: every item with an id up to ``handedOverThrough`` has been handed
/// over, or the server does not have it.
///
/// A floor rather than a set, so it stays a few bytes however many items were pulled, and an
/// item the app has since dropped is not pulled again. Fever servers number items in the order
/// they store them, so every item that arrives later is above it.
struct FeverCursor: Equatable {
  static let prefix = "fever:"

  var handedOverThrough: UInt64

  init(handedOverThrough: UInt64) {
    self.handedOverThrough = handedOverThrough
  }

  /// Nil for no cursor, another service's, or one that cannot be read: the pull then starts from
  /// the beginning, since pulling an item twice is harmless and missing one is not.
  init?(_ cursor: SyncCursor?) {
    guard let text = cursor?.rawValue, text.hasPrefix(Self.prefix),
      let id = UInt64(text.dropFirst(Self.prefix.count))
    else { return nil }
    handedOverThrough = id
  }

  var syncCursor: SyncCursor {
    SyncCursor(rawValue: "\(Self.prefix)\(handedOverThrough)")
  }
}
