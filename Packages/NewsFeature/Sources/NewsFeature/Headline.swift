import ArticleStoreClient
import Foundation
import NewsClient
import RichTextCore
import TextCore

/// One article as the app shows it: from a known feed, with every piece of text made safe to print.
///
/// Building a headline is the only way feed text reaches the output, so sanitizing here covers the
/// terminal and JSON alike.
public struct Headline: Sendable, Hashable, Codable {
  /// A stable identity across runs, used to tell new articles from seen ones.
  public var id: String
  public var title: String
  public var link: URL? {
    get { linkAddress.flatMap { URL(string: $0) } }
    set { linkAddress = newValue?.absoluteString }
  }
  /// The link as text, as ``Article`` keeps it: a `URL` for each of thousands of headlines cost
  /// megabytes, and the link is only printed.
  public private(set) var linkAddress: String?
  public var published: Date?
  /// The name of the feed, for the source column.
  public var source: String
  /// The URL the feed was requested with.
  public var feed: URL
  public var summary: String?
  /// The whole body as plain text (``RichTextCore/RichText/plainText``), when the feed gave one
  /// apart from its teaser.
  public var content: String?
  public var enclosure: Enclosure?
  /// The article's number in the article store, which `mark-read` takes; nil for a headline read
  /// from a feed without storing it.
  public var number: Int64?
  /// Whether the article is marked read in the store; nil when it was not stored.
  public var isRead: Bool?
  /// Whether the article is starred in the store; nil when it was not stored.
  public var isStarred: Bool?

  public init(
    id: String,
    title: String,
    link: URL?,
    published: Date?,
    source: String,
    feed: URL,
    summary: String?,
    content: String? = nil,
    enclosure: Enclosure?
  ) {
    self.init(
      id: id, title: title, linkAddress: link?.absoluteString, published: published, source: source,
      feed: feed, summary: summary, content: content, enclosure: enclosure)
  }

  private init(
    id: String,
    title: String,
    linkAddress: String?,
    published: Date?,
    source: String,
    feed: URL,
    summary: String?,
    content: String?,
    enclosure: Enclosure?
  ) {
    self.id = TerminalText.sanitized(id)
    self.title = TerminalText.sanitized(title)
    self.linkAddress = linkAddress
    self.published = published
    self.source = TerminalText.sanitized(source)
    self.feed = feed
    self.summary = summary.map { TerminalText.sanitized($0, keepsLineBreaks: true) }
    self.content = content.map(TerminalText.sanitizedKeepingLayout)
    self.enclosure = enclosure
  }

  /// The link is stored as text but reads and writes as a URL, as it did when it was one.
  private enum CodingKeys: String, CodingKey {
    case id, title
    case linkAddress = "link"
    case published, source, feed, summary, content, enclosure, number
    case isRead = "read"
    case isStarred = "starred"
  }

  /// Builds the headline for `article`, read from `feed` under the name `source`.
  public init(article: Article, feed: URL, source: String) {
    self.init(
      id: Self.identity(of: article, in: feed),
      title: article.title.isEmpty ? "(untitled)" : article.title,
      linkAddress: article.linkAddress,
      published: article.published,
      source: source,
      feed: feed,
      summary: article.summary,
      content: article.content?.plainText,
      enclosure: article.enclosures.first
    )
  }

  /// Builds the headline of an article read back from the store, with its number and marks,
  /// and the fullest body there is: the page reader mode fetched, else the feed's.
  public init(stored: StoredArticle, source: String) {
    self.init(article: stored.article, feed: stored.feed, source: source)
    content = stored.fullestBody.map { TerminalText.sanitizedKeepingLayout($0.plainText) }
    number = stored.id
    isRead = stored.isRead
    isStarred = stored.isStarred
  }

  /// The identity that tells across runs whether an article was shown: its guid, else its link,
  /// else its feed, title and date. The reading history keeps these (``ReadingHistory``).
  public static func identity(of article: Article, in feed: URL) -> String {
    article.guid?.value ?? article.linkAddress
      ?? "\(feed.absoluteString)#\(article.title)|\(article.published?.timeIntervalSince1970 ?? 0)"
  }
}
