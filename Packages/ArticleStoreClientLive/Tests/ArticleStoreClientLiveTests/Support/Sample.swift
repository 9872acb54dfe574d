import Foundation
import NewsClient

/// Feeds for the tests, small enough to read in each test.
enum Sample {
  static let start = Date(timeIntervalSince1970: 1_700_000_000)
  static let world = URL(string: "https://world.example.org/feed")!
  static let tech = URL(string: "https://tech.example.org/feed")!

  static func article(
    _ number: Int, title: String? = nil, summary: String? = nil, guid: Bool = true,
    link: Bool = true
  ) -> Article {
    Article(
      guid: guid ? Article.GUID("item-\(number)") : nil,
      title: title ?? "Story \(number)",
      link: link ? URL(string: "https://example.org/stories/\(number)") : nil,
      summary: summary ?? "Summary of story \(number).",
      published: start.addingTimeInterval(Double(number) * 60)
    )
  }

  static func feed(_ articles: [Article]) -> Feed {
    feed(world, title: "World", articles)
  }

  static func feed(_ url: URL, title: String, _ articles: [Article]) -> Feed {
    Feed(url: url, title: title, format: .rss, articles: articles)
  }
}
