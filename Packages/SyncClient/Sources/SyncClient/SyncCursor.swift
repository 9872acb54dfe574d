/// Where the last pull of new items stopped, so that the next one asks only for what came after.
///
/// Opaque: the app keeps it (it is `Codable`) and hands it back to ``SyncClient/itemsSince``,
/// and never reads it. Each service writes what it needs into it: for Fever, the id below which
/// every item was handed over; for the Google Reader API, it would be a time (`ot`) and a
/// continuation token (`c`). A cursor from another service, or one that cannot be read, starts over from the
/// beginning rather than failing, since pulling an item twice is harmless and missing one is not.
public struct SyncCursor: RawRepresentable, Sendable, Hashable, Codable {
  /// Public only so that a store can keep it as text; its content is the live client's business.
  public var rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }
}
