import Foundation

/// Writes RSS 2.0 feeds shaped like real news feeds: a title, link, permalink GUID, date, author
/// and an HTML summary per item, padded so the file reaches a target size.
enum FeedGenerator {
  static func write(items: Int, targetBytes: Int, to url: URL) throws {
    let header = """
      <?xml version="1.0" encoding="UTF-8"?>
      <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
      <channel>
      <title>Benchmark News</title>
      <link>https://bench.example.org/</link>
      <description>A generated feed for news-bench.</description>

      """
    let footer = "</channel>\n</rss>\n"
    let bare = item(0, padding: 0)
    let perItem = max(
      0, (targetBytes - header.utf8.count - footer.utf8.count) / items - bare.utf8.count)
    var output = Data()
    output.reserveCapacity(targetBytes + 4096)
    output.append(Data(header.utf8))
    for index in 0..<items {
      output.append(Data(item(index, padding: perItem).utf8))
    }
    output.append(Data(footer.utf8))
    try output.write(to: url)
  }

  private static let words = [
    "government", "market", "weather", "election", "science", "football", "council", "energy",
    "report", "minister", "climate", "health", "court", "budget", "transport", "festival",
  ]

  private static func item(_ index: Int, padding: Int) -> String {
    let word = words[index % words.count]
    let other = words[(index / 7) % words.count]
    var summary = "Reporters say the \(word) story develops as the \(other) debate continues. "
    while summary.utf8.count < padding {
      summary += "More on the \(word) and the \(other) follows. "
    }
    summary = String(summary.utf8.prefix(padding)) ?? summary
    let day = index % 28 + 1
    return """
      <item>
      <title>Item \(index): the \(word) &amp; \(other) update</title>
      <link>https://bench.example.org/articles/\(index)</link>
      <guid isPermaLink="true">https://bench.example.org/articles/\(index)</guid>
      <pubDate>Tue, \(day < 10 ? "0" : "")\(day) Jun 2025 14:\(index % 50 + 10):00 GMT</pubDate>
      <dc:creator>Author \(index % 97)</dc:creator>
      <description>&lt;p&gt;\(summary)&lt;/p&gt;</description>
      </item>

      """
  }
}
