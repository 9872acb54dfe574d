import ArticleStoreClient
import Foundation
import GRDB
import NewsClient

/// How an article is written to and read from its row, so that it reads back equal to what was
/// saved: equality is how an unchanged article is recognised.
enum StoredArticleRow {
  /// The columns a ``StoredArticle`` is read from, with its feed's URL and title.
  static let selection = """
    article.id, article.guid, article.guid_is_link, article.guid_is_permalink, article.title, article.link,
    article.summary, article.author, article.published, article.updated, article.image_url,
    article.enclosures, article.first_stored, article.is_read, feed.url AS feed_url,
    feed.title AS feed_title
    """

  static func storedArticle(_ row: Row) throws -> StoredArticle {
    let feedAddress: String = row["feed_url"]
    return StoredArticle(
      id: row["id"],
      feed: URL(string: feedAddress) ?? URL(fileURLWithPath: feedAddress),
      feedTitle: row["feed_title"],
      article: try article(row),
      isRead: row["is_read"],
      firstStored: Date(timeIntervalSinceReferenceDate: row["first_stored"])
    )
  }

  static func article(_ row: Row) throws -> Article {
    let link: String? = row["link"]
    let guid: String? = row["guid_is_link"] ? link : row["guid"]
    let enclosures: String? = row["enclosures"]
    return Article(
      guid: guid.map { Article.GUID($0, isPermaLink: row["guid_is_permalink"]) },
      title: row["title"],
      link: link.flatMap(URL.init(string:)),
      summary: row["summary"],
      author: row["author"],
      published: date(row["published"]),
      updated: date(row["updated"]),
      imageURL: (row["image_url"] as String?).flatMap(URL.init(string:)),
      enclosures: try enclosures.map {
        try JSONDecoder().decode([Enclosure].self, from: Data($0.utf8))
      } ?? []
    )
  }

  /// The values of an article's own columns, in the order of ``articleColumns``.
  static func arguments(_ article: Article) throws -> StatementArguments {
    let enclosures =
      article.enclosures.isEmpty
      ? nil : String(decoding: try JSONEncoder().encode(article.enclosures), as: UTF8.self)
    let guidIsLink = article.guid != nil && article.guid?.value == article.linkAddress
    return [
      guidIsLink ? nil : article.guid?.value, guidIsLink, article.guid?.isPermaLink ?? false,
      article.title, article.linkAddress,
      article.summary, article.author, article.published?.timeIntervalSinceReferenceDate,
      article.updated?.timeIntervalSinceReferenceDate, article.imageURL?.absoluteString,
      enclosures,
    ]
  }

  /// The columns that hold the article itself, which an edit rewrites.
  static let articleColumns = [
    "guid", "guid_is_link", "guid_is_permalink", "title", "link", "summary", "author", "published",
    "updated",
    "image_url", "enclosures",
  ]

  /// The columns of an article's identity, the guid spelt out even when it is the link.
  static let identitySelection = """
    id, feed_id, CASE WHEN guid_is_link THEN link ELSE guid END AS guid, link, title, published
    """

  /// The identity of an article read through ``identitySelection``.
  static func identity(_ row: Row) -> ArticleIdentity {
    ArticleIdentity(
      guid: row["guid"], link: row["link"], title: row["title"],
      published: date(row["published"]))
  }

  private static func date(_ seconds: Double?) -> Date? {
    seconds.map(Date.init(timeIntervalSinceReferenceDate:))
  }
}
