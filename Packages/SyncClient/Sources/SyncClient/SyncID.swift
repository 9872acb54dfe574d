/// An identity on one sync server, of a feed (``SyncFeedID``) or an item (``SyncItemID``).
///
/// A string, whatever the server uses, and only the server that gave it can resolve it. The
/// `Subject` is a phantom type, as in pointfreeco's swift-tagged: a feed's id cannot be passed where
/// an item's is wanted, though both are strings. `Codable` comes from the standard library's
/// `RawRepresentable` support, so an id is written as its bare string.
public struct SyncID<Subject>: RawRepresentable, Sendable, Hashable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  public var rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public init(stringLiteral value: String) {
    rawValue = value
  }

  public var description: String { rawValue }
}

/// A feed's identity on one sync server: Fever numbers its feeds, the Google Reader API names them
/// `feed/https://…`.
public typealias SyncFeedID = SyncID<SyncFeed>

/// An item's identity on one sync server: what the store keeps as an article's remote id. Fever
/// numbers its items, the Google Reader API writes `tag:google.com,2005:reader/item/…` or a decimal
/// number. Nothing may be read into it, its order least of all: servers do not hand items out in
/// the order of their ids.
public typealias SyncItemID = SyncID<SyncItem>
