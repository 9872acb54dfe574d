import ArticleStoreClient
import Foundation
import NewsClient

/// Fills a store as a reader of many feeds fills it over months.
enum BenchmarkFill {
  static let start = Date(timeIntervalSince1970: 1_700_000_000)

  /// The URL of feed `index`, which the measurements refetch.
  static func feedURL(_ index: Int) -> URL {
    URL(string: "https://feed\(index).example.org/rss")!
  }

  /// Stores the feeds, one save each, marks the older 70% read, and returns the bytes of the
  /// articles' text (title, summary, link, guid and author), the yardstick for the file size.
  static func fill(_ store: ArticleStoreClient, feeds: Int, articlesPerFeed: Int) async throws
    -> Int
  {
    var text = GeneratedText(seed: 42)
    var textBytes = 0
    for feedIndex in 0..<feeds {
      var articles: [Article] = []
      for articleIndex in 0..<articlesPerFeed {
        let link = "https://feed\(feedIndex).example.org/stories/\(articleIndex)"
        let article = Article(
          guid: Article.GUID(link, isPermaLink: true),
          title: text.sentence(words: 6 + Int(text.next() % 5)).capitalized,
          link: URL(string: link),
          summary: text.sentence(words: 30 + Int(text.next() % 25)) + ".",
          author: "Reporter \(text.next() % 100)",
          // Feeds interleave in time, one article every 30 seconds overall.
          published: start.addingTimeInterval(Double(articleIndex * feeds + feedIndex) * 30)
        )
        textBytes +=
          article.title.utf8.count + (article.summary?.utf8.count ?? 0) + link.utf8.count
          + (article.guid?.value.utf8.count ?? 0) + (article.author?.utf8.count ?? 0)
        articles.append(article)
      }
      _ = try await store.save(
        Feed(url: feedURL(feedIndex), title: "Feed \(feedIndex)", format: .rss, articles: articles),
        start.addingTimeInterval(Double(articlesPerFeed * feeds) * 30))
    }
    let cutoff = start.addingTimeInterval(Double(articlesPerFeed * feeds) * 30 * 0.7)
    _ = try await store.setRead(.publishedBefore(cutoff), true)
    return textBytes
  }
}
