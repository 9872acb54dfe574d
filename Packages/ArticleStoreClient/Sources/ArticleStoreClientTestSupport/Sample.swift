import Foundation
import NewsClient

/// Feeds for the tests of every article store, built small enough to read in each test.
public enum Sample {
  public static let start = Date(timeIntervalSince1970: 1_700_000_000)
  public static let world = URL(string: "https://world.example.org/feed")!
  public static let tech = URL(string: "https://tech.example.org/feed")!

  public static func article(
    _ number: Int, title: String? = nil, summary: String? = nil, guid: Bool = true,
    link: Bool = true, minutesAfterStart: Int? = nil
  ) -> Article {
    Article(
      guid: guid ? Article.GUID("item-\(number)") : nil,
      title: title ?? "Story \(number)",
      link: link ? URL(string: "https://example.org/stories/\(number)") : nil,
      summary: summary ?? "Summary of story \(number).",
      published: start.addingTimeInterval(Double(minutesAfterStart ?? number) * 60)
    )
  }

  public static func feed(_ articles: [Article]) -> Feed {
    feed(world, title: "World", articles)
  }

  public static func feed(_ url: URL, title: String, _ articles: [Article]) -> Feed {
    Feed(url: url, title: title, format: .rss, articles: articles)
  }
}
