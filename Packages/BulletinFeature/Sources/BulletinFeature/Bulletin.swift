import Foundation
import NewsClient

/// An audio news bulletin found in a feed.
public struct Bulletin: Sendable, Hashable {
  /// The article's title, as the feed gave it; sanitize before printing.
  public var title: String
  public var published: Date?
  /// The feed's title.
  public var source: String
  public var audio: Enclosure

  public init(title: String, published: Date?, source: String, audio: Enclosure) {
    self.title = title
    self.published = published
    self.source = source
    self.audio = audio
  }
}
