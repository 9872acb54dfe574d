/// The target of a numbered link or image: what "Links:" lists and what the reader opens.
public struct RichTextLink: Sendable, Hashable, Codable {
  /// The absolute address, resolved against the document's base when it was parsed. Kept as text,
  /// as `Article.linkAddress` is, since it is mostly printed.
  public var address: String
  public var kind: Kind

  public init(address: String, kind: Kind = .link) {
    self.address = address
    self.kind = kind
  }

  public enum Kind: Sendable, Hashable, Codable {
    case link
    case image
  }
}
