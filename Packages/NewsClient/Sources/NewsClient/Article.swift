import Foundation
import RichTextCore

/// One item of a feed, with its text already turned into plain text.
public struct Article: Sendable, Hashable, Codable {
  /// The identity a feed gave the item (RSS `guid`, Atom `id`, JSON Feed `id`), kept apart from
  /// the link because many feeds reuse links or change them.
  public var guid: GUID?
  public var title: String
  public var link: URL? {
    get { linkAddress.flatMap { URL(string: $0) } }
    set { linkAddress = Self.address(of: newValue, sharingWith: guid) }
  }
  /// The link as text. A `URL` costs about 300 bytes of its own on Linux, which made it a third of
  /// an article, while most links are only ever printed; the text is what is kept, and it is what
  /// ``link`` is rebuilt from.
  public private(set) var linkAddress: String?
  /// A plain-text summary, with HTML and entities already resolved: the teaser a feed gives in
  /// RSS `description`, Atom `summary` or JSON Feed `summary`.
  public var summary: String?
  /// The whole body with its structure, when the feed carries one apart from the teaser (RSS
  /// `content:encoded`, Atom `content`, JSON Feed `content_html` or `content_text`), or when the
  /// teaser itself is structured HTML (paragraphs, lists, code) that plain text would flatten.
  /// Nil otherwise: the summary then says everything there is.
  public var content: RichText?
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
    content: RichText? = nil,
    author: String? = nil,
    published: Date? = nil,
    updated: Date? = nil,
    imageURL: URL? = nil,
    enclosures: [Enclosure] = []
  ) {
    self.guid = guid
    self.title = title
    self.linkAddress = Self.address(of: link, sharingWith: guid)
    self.summary = summary
    self.content = content
    self.author = author
    self.published = published
    self.updated = updated
    self.imageURL = imageURL
    self.enclosures = enclosures
  }

  /// The text of `link`, as the same string as the guid's value when they read the same, as they
  /// do for most RSS items (a permalink guid): one copy instead of two.
  private static func address(of link: URL?, sharingWith guid: GUID?) -> String? {
    guard let address = link?.absoluteString else { return nil }
    return guid?.value == address ? guid?.value : address
  }

  /// The link is stored as text but reads and writes as a URL, as it did when it was one.
  private enum CodingKeys: String, CodingKey {
    case guid, title
    case linkAddress = "link"
    case summary, content, author, published, updated, imageURL, enclosures
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
