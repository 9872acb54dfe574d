import Foundation

/// One item of a feed, with its text already turned into plain text.
public struct Article: Sendable, Hashable, Codable {
  /// The identity a feed gave the item (RSS `guid`, Atom `id`, JSON Feed `id`), kept apart from
  /// the link because many feeds reuse links or change them.
  public var guid: GUID?
  public var title: String
  public var link: URL?
  /// A plain-text summary, with HTML and entities already resolved.
  public var summary: String?
  public var author: String?
  /// Nil when the feed gave no date or one that could not be read: an unreadable date never costs
  /// the article.
  public var published: Date?
  public var updated: Date?
  public var imageURL: URL?
  public var enclosures: [Enclosure]

  public init(
    guid: GUID? = nil,
    title: String,
    link: URL? = nil,
    summary: String? = nil,
    author: String? = nil,
    published: Date? = nil,
    updated: Date? = nil,
    imageURL: URL? = nil,
    enclosures: [Enclosure] = []
  ) {
    self.guid = guid
    self.title = title
    self.link = link
    self.summary = summary
    self.author = author
    self.published = published
    self.updated = updated
    self.imageURL = imageURL
    self.enclosures = enclosures
  }

  /// An item's identity as its feed states it.
  public struct GUID: Sendable, Hashable, Codable {
    public var value: String
    /// Whether the value is also the item's permanent URL (RSS `isPermaLink`).
    public var isPermaLink: Bool

    public init(_ value: String, isPermaLink: Bool = false) {
      self.value = value
      self.isPermaLink = isPermaLink
    }
  }
}
