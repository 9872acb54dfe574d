/// A link or an image at a place in a block's text.
public struct RichTextMark: Sendable, Hashable, Codable {
  /// Where the mark belongs, as a count of UTF-8 bytes into the block's text: the end of a link's
  /// anchor text, or the place of an image. Bytes, because they are exact and cheap to compare,
  /// and a block's text never changes after it is made.
  public var offset: Int
  public var kind: Kind

  public init(offset: Int, kind: Kind) {
    self.offset = offset
    self.kind = kind
  }

  public enum Kind: Sendable, Hashable, Codable {
    /// A link whose target is `RichText.links[number - 1]`; shown as "[number]".
    case link(number: Int)
    /// An image with its alternative text, shown as "[image: alt]"; `number` is its source among
    /// the links, when it has one.
    case image(alt: String, number: Int?)
  }
}
