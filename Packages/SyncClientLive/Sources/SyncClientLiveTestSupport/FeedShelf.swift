import Foundation

/// The RSS feeds the test's loopback server plays for coldsweat to fetch, which tests grow between
/// syncs, as real feeds grow between fetches.
public actor FeedShelf {
  public struct Item: Sendable {
    public var guid: String
    public var title: String
    public var author: String
    public var html: String
    public var published: Date
  }

  private var feeds: [Int: [Item]] = [:]

  public static func path(ofFeed feed: Int) -> String { "/feeds/\(feed).xml" }

  /// Adds `count` items to `feed`, with guids unique across the whole database, as coldsweat
  /// requires, and returns their guids.
  @discardableResult
  public func add(_ count: Int, to feed: Int, named name: String) -> [String] {
    let start = feeds[feed, default: []].count
    let items = (start..<start + count).map { index in
      Item(
        guid: "urn:sync-tests:\(feed):\(index)",
        title: "\(name) \(index) & more",
        author: "Ann & Bo",
        html: "<p>Story <b>\(index)</b> of feed \(feed).</p>",
        published: Date(timeIntervalSince1970: 1_700_000_000 + Double(feed * 10_000 + index) * 60))
    }
    feeds[feed, default: []] += items
    return items.map(\.guid)
  }

  /// The document of `feed`, newest item first, its links under `baseURL` (the feed server, such
  /// as `http://127.0.0.1:8080`), with a square image there too, so that coldsweat fetches its
  /// icon on loopback rather than from its outside icon service.
  public func document(ofFeed feed: Int, baseURL: String) -> Data? {
    guard let items = feeds[feed] else { return nil }
    let entries = items.reversed().map { item in
      """
      <item><title>\(escaped(item.title))</title><link>\(baseURL)/articles/\(escaped(item.guid))</link>\
      <guid isPermaLink="false">\(escaped(item.guid))</guid>\
      <author>reader@example.org (\(escaped(item.author)))</author>\
      <pubDate>\(Self.rfc822.string(from: item.published))</pubDate>\
      <description>\(escaped(item.html))</description></item>
      """
    }
    return Data(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <rss version="2.0"><channel><title>Feed \(feed)</title><link>\(baseURL)/sites/\(feed)</link>
      <description>Fixture feed \(feed)</description>
      <image><url>\(baseURL)/icon.png</url><title>Feed \(feed)</title><link>\(baseURL)/sites/\(feed)</link>\
      <width>16</width><height>16</height></image>
      \(entries.joined(separator: "\n"))
      </channel></rss>
      """.utf8)
  }

  /// An OPML file subscribing to `feeds` on the feed server at `baseURL`.
  public func opml(feeds: [Int], baseURL: String) -> Data {
    let outlines = feeds.map {
      "<outline type=\"rss\" text=\"Feed \($0)\" xmlUrl=\"\(baseURL)\(Self.path(ofFeed: $0))\"/>"
    }
    return Data(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <opml version="1.0"><head><title>Sync tests</title></head><body>
      \(outlines.joined(separator: "\n"))
      </body></opml>
      """.utf8)
  }

  private func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  private static let rfc822: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter
  }()
}
