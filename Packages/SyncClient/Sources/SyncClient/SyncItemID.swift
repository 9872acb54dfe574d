/// An item's identity on one sync server: what the store keeps as an article's remote id.
///
/// A string, whatever the server uses: Fever numbers its items, the Google Reader API writes
/// `tag:google.com,2005:reader/item/…` or a decimal number. Nothing may be read into it, its order
/// least of all: servers do not hand items out in the order of their ids.
public struct SyncItemID: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  public var rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public init(stringLiteral value: String) {
    rawValue = value
  }

  public var description: String { rawValue }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
