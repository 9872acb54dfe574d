import ArticleStoreClient
import Foundation
import NewsClient
import QueryCore

/// The in-process measurements, each the median of many runs on the filled store.
enum BenchmarkMeasures {
  static func run(_ store: ArticleStoreClient) async throws -> [(String, String)] {
    let clock = ContinuousClock()
    var results: [(String, String)] = []

    // Marking read: a different unread article each time, so every call writes.
    let unread = try await store.articles(ArticleQuery(unreadOnly: true, limit: 200))
    var marks: [Duration] = []
    for stored in unread {
      let elapsed = try await clock.measure {
        let changed = try await store.setRead(.articles([stored.id]), true)
        precondition(changed == 1, "marking an unread article read changed \(changed)")
      }
      marks.append(elapsed)
    }
    _ = try await store.setRead(.articles(unread.map(\.id)), false)
    results.append(("mark_read_ms", milliseconds(median(marks))))

    // Searching: one common word, one rarer word, two words, a prefix, and text with operators.
    let text = GeneratedText(seed: 42)
    let queries = [
      text.vocabularyWord(0), text.vocabularyWord(300), text.vocabularyWord(2_000),
      "\(text.vocabularyWord(1)) \(text.vocabularyWord(40))",
      String(text.vocabularyWord(5).prefix(3)),
      "\"\(text.vocabularyWord(7))\" AND -\(text.vocabularyWord(9))*",
    ]
    var searches: [Duration] = []
    var found = 0
    for _ in 0..<10 {
      for query in queries {
        searches.append(
          try await clock.measure { found += try await store.search(query, 30).count })
      }
    }
    results.append(("search_ms", milliseconds(median(searches))))
    results.append(("search_max_ms", milliseconds(searches.max() ?? .zero)))
    results.append(("search_found", String(found / 10)))
    results += queries.map { ("search_query", $0) }

    // Saving a feed fetched unchanged: its newest 40 articles, as stored.
    let feedURL = BenchmarkFill.feedURL(unchangedFeed)
    let newest = try await store.articles(ArticleQuery(feeds: [feedURL], limit: 40))
    let feed = Feed(
      url: feedURL, title: newest.first?.feedTitle ?? "", format: .rss,
      articles: newest.map(\.article))
    var saves: [Duration] = []
    for _ in 0..<50 {
      var result = SaveResult()
      saves.append(try await clock.measure { result = try await store.save(feed, Date()) })
      precondition(result == SaveResult(unchanged: 40), "an unchanged feed saved as \(result)")
    }
    results.append(("save_unchanged_ms", milliseconds(median(saves))))
    results.append(("save_unchanged_feed", feedURL.absoluteString))
    results += try await filters(store, text: text)
    return results
  }

  /// A filter of five comparisons, one a regular expression, as `headlines --filter` lists its
  /// newest 30; and the most common query feed's unread count, `unread = "yes"`, as a query feed
  /// counts it (`countMatching`).
  private static func filters(_ store: ArticleStoreClient, text: GeneratedText) async throws
    -> [(String, String)]
  {
    let clock = ContinuousClock()
    let expression = """
      title =~ "^\(text.vocabularyWord(300)) " and unread = "yes" and age < 100000 \
      and feedtitle != "Feed 7" and author != "Reporter 1"
      """
    let filter = try ArticleFilter(newsboat: expression)
    var filtered: [Duration] = []
    var listed = 0
    for _ in 0..<21 {
      filtered.append(
        try await clock.measure {
          listed = try await store.articlesMatching(filter, ArticleQuery(limit: 30), Date()).count
        })
    }
    let unread = try ArticleFilter(newsboat: #"unread = "yes""#)
    var counts: [Duration] = []
    var counted = 0
    for _ in 0..<21 {
      counts.append(
        try await clock.measure {
          counted = try await store.countMatching(unread, ArticleQuery(), Date())
        })
    }
    return [
      ("filter_ms", milliseconds(median(filtered))), ("filter_listed", String(listed)),
      ("filter_expression", expression),
      ("query_feed_count_ms", milliseconds(median(counts))), ("query_feed_count", String(counted)),
    ]
  }

  /// The feed whose newest 40 articles are saved again unchanged.
  static let unchangedFeed = 7

  private static func median(_ durations: [Duration]) -> Duration {
    durations.sorted()[durations.count / 2]
  }

  private static func milliseconds(_ duration: Duration) -> String {
    let value =
      Double(duration.components.seconds) * 1_000
      + Double(duration.components.attoseconds) / 1e15
    return String(format: "%.3f", value)
  }
}
