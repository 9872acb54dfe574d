import ArticleStoreClient
import Foundation
import NewsClient
import NewsFeature
import ReaderFeature
import TerminalClient

/// Feeds, articles and sizes the tests share, so each test states only what it is about.
enum Fixtures {
  static let world = URL(string: "https://feeds.example.org/world.xml")!
  static let tech = URL(string: "https://feeds.example.org/tech.xml")!
  static let radio = URL(string: "https://radio.example.org/news.xml")!
  /// 2027-01-15 08:00 UTC.
  static let base = Date(timeIntervalSince1970: 1_800_000_000)

  static let subscriptions = [
    Subscription(url: world, title: "World"),
    Subscription(url: tech),
    Subscription(url: radio, title: "Radio"),
  ]

  static let narrow = TerminalSize(columns: 40, rows: 12)
  static let wide = TerminalSize(columns: 120, rows: 40)

  static let bulletin = Enclosure(
    url: URL(string: "https://audio.example.org/news-0800.mp3")!, mimeType: "audio/mpeg",
    duration: .seconds(300))

  static func stored(
    _ id: Int64, _ title: String, feed: URL = world, feedTitle: String = "World Feed",
    minutesAgo: Int = 0, isRead: Bool = false, summary: String? = nil, link: URL? = nil,
    enclosures: [Enclosure] = []
  ) -> StoredArticle {
    StoredArticle(
      id: id, feed: feed, feedTitle: feedTitle,
      article: Article(
        guid: Article.GUID("\(feed.absoluteString)#\(id)"), title: title, link: link,
        summary: summary, published: base.addingTimeInterval(Double(-60 * minutesAgo)),
        enclosures: enclosures),
      isRead: isRead, firstStored: base)
  }

  static func article(_ stored: StoredArticle) -> ReaderArticle {
    ReaderArticle(stored, subscriptions: subscriptions)
  }

  static let counts = [
    FeedCounts(feed: tech, title: "Tech Daily", unread: 0, total: 4),
    FeedCounts(feed: world, title: "World Feed", unread: 2, total: 3),
    FeedCounts(feed: radio, title: "Radio Feed", unread: 1, total: 1),
  ]

  static let worldArticles = [
    stored(3, "Talks resume in Geneva", minutesAgo: 5, summary: "Delegations met again."),
    stored(2, "Storm reaches the coast", minutesAgo: 65, isRead: true),
    stored(1, "Markets open higher", minutesAgo: 120, link: URL(string: "https://example.org/m")),
  ]

  static let radioArticle = stored(
    10, "News at eight", feed: radio, feedTitle: "Radio Feed", summary: "The hourly bulletin.",
    enclosures: [bulletin])
}
