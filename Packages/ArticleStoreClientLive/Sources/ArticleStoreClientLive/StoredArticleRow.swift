import ArticleStoreClient
import Foundation
import GRDB
import NewsClient
import RichTextCore

/// How an article is written to and read from its row, so that it reads back equal to what was
/// saved: equality is how an unchanged article is recognised.
enum StoredArticleRow {
  /// The columns a ``StoredArticle`` is read from: its own, its feed's, then the article's in the
  /// order of ``articleColumns``, then the page, the star, the remote id and the page's byline.
  /// Rows are read by position, not by name: GRDB finds a column by
  /// name with a case-insensitive search that lowercases every name, which cost a tenth of a
  /// refresh that lists 12,000 headlines.
  /// Bodies are left out: lists and searches show none.
  static let selection = selection(summaries: true, content: false)

  /// ``selection``, with NULL in place of the summary when `summaries` is false, and of the body
  /// and the page, with its byline, when `content` is.
  static func selection(summaries: Bool, content: Bool) -> String {
    let columns = articleColumns.map { column in
      (column == "summary" && !summaries) || (column == "content" && !content)
        ? "NULL" : "article." + column
    }
    return """
      article.id, article.feed_id, feed.url, feed.title, article.is_read, article.first_stored,
      \(columns.joined(separator: ", ")), \(content ? "article.page_content" : "NULL"),
      article.is_starred, article.remote_id, \(content ? "article.page_byline" : "NULL")
      """
  }

  /// The feeds of the articles read so far, so that the articles of one feed share one URL and
  /// one title rather than each parsing and holding its own.
  struct Feeds {
    private var byID: [Int64: (url: URL, title: String)] = [:]

    mutating func feed(_ id: Int64, in row: Row) -> (url: URL, title: String) {
      if let known = byID[id] { return known }
      let address: String = row[2]
      let feed = (
        url: URL(string: address) ?? URL(fileURLWithPath: address), title: row[3] as String
      )
      byID[id] = feed
      return feed
    }
  }

  /// The article of a row read through ``selection``.
  static func storedArticle(_ row: Row, feeds: inout Feeds) throws -> StoredArticle {
    let feed = feeds.feed(row[1], in: row)
    let page: String? = row[6 + articleColumns.count]
    return StoredArticle(
      id: row[0],
      feed: feed.url,
      feedTitle: feed.title,
      article: try article(row, from: 6),
      isRead: row[4],
      isStarred: row[7 + articleColumns.count],
      remoteID: row[8 + articleColumns.count],
      firstStored: Date(timeIntervalSinceReferenceDate: row[5]),
      page: try page.map(decodedBody),
      pageByline: row[9 + articleColumns.count]
    )
  }

  /// The article of a row whose columns from `first` on are ``articleColumns``, in order.
  static func article(_ row: Row, from first: Int) throws -> Article {
    let link: String? = row[first + 4]
    let guid: String? = row[first + 1] ? link : row[first]
    let enclosures: String? = row[first + 10]
    let content: String? = row[first + 11]
    return Article(
      guid: guid.map { Article.GUID($0, isPermaLink: row[first + 2]) },
      title: row[first + 3],
      link: link.flatMap(URL.init(string:)),
      summary: row[first + 5],
      content: try content.map(decodedBody),
      author: row[first + 6],
      published: date(row[first + 7]),
      updated: date(row[first + 8]),
      imageURL: (row[first + 9] as String?).flatMap(URL.init(string:)),
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
      try article.content.map(encodedBody),
    ]
  }

  /// A body as its column keeps it: the JSON of its `RichText`, which the search index reads
  /// through the `article_text` view.
  static func encodedBody(_ body: RichText) throws -> String {
    String(decoding: try JSONEncoder().encode(body), as: UTF8.self)
  }

  static func decodedBody(_ column: String) throws -> RichText {
    try JSONDecoder().decode(RichText.self, from: Data(column.utf8))
  }

  /// The columns that hold the article itself, which an edit rewrites, in the order
  /// ``arguments(_:)`` writes them and ``article(_:from:)`` reads them.
  static let articleColumns = [
    "guid", "guid_is_link", "guid_is_permalink", "title", "link", "summary", "author", "published",
    "updated", "image_url", "enclosures", "content",
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
