import Foundation

/// A feed the user reads.
public struct Subscription: Sendable, Hashable, Codable {
  public var url: URL
  /// The name the user or an OPML file gave the feed; the feed's own title is used when nil.
  public var title: String?
  /// The folders the feed sits in, outermost first, as an OPML file nested it; kept so that an
  /// export gives back the structure that was imported.
  public var folder: [String]
  /// Reader mode for every article of the feed: its page is fetched and its article extracted
  /// when it is opened, for a feed that carries only teasers.
  public var fetchesPages: Bool
  /// The user's words for the feed, as newsboat's `urls` file gives them, in the order given and
  /// each once: `feeds list --tag` and a filter's `tags` choose by them. Each is a tag by
  /// ``Subscription/tag(_:)``'s rule.
  public var tags: [String]

  public init(
    url: URL, title: String? = nil, folder: [String] = [], fetchesPages: Bool = false,
    tags: [String] = []
  ) {
    self.url = url
    self.title = title
    self.folder = folder
    self.fetchesPages = fetchesPages
    self.tags = tags
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    url = try container.decode(URL.self, forKey: .url)
    title = try container.decodeIfPresent(String.self, forKey: .title)
    folder = try container.decodeIfPresent([String].self, forKey: .folder) ?? []
    fetchesPages = try container.decodeIfPresent(Bool.self, forKey: .fetchesPages) ?? false
    tags = Subscription.once(try container.decodeIfPresent([String].self, forKey: .tags) ?? [])
  }

  /// Writes only what is set, so a file a person reads holds no `"readerMode": false` for every
  /// feed, and a file from before reader mode reads the same.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(url, forKey: .url)
    try container.encodeIfPresent(title, forKey: .title)
    if !folder.isEmpty { try container.encode(folder, forKey: .folder) }
    if fetchesPages { try container.encode(true, forKey: .fetchesPages) }
    if !tags.isEmpty { try container.encode(tags, forKey: .tags) }
  }

  private enum CodingKeys: String, CodingKey {
    case url, title, folder, tags
    case fetchesPages = "readerMode"
  }

  /// The name the feed goes by wherever it is shown, in headlines' source column and in the
  /// reader alike: the user's title, else the feed's own, else its address, without the scheme
  /// when it is http(s). An empty name counts as none, so that no feed is ever shown nameless. The
  /// whole address, not the host: a feed that never delivered a title is usually one that failed,
  /// and two failed feeds of one server must not both read "example.com".
  public func source(titled feedTitle: String) -> String {
    if let title, !title.isEmpty { return title }
    if !feedTitle.isEmpty { return feedTitle }
    let address = url.absoluteString
    for scheme in ["https://", "http://"] where address.lowercased().hasPrefix(scheme) {
      return String(address.dropFirst(scheme.count))
    }
    return address
  }
}

extension Subscription {
  /// Real, public and free feeds, with one hourly audio bulletin, that a new user may subscribe to
  /// when they ask for them (`feeds samples`), and that previews show. Never added unasked: a
  /// user who imports their own list must get exactly that list.
  public static let samples: [Subscription] = [
    Subscription(
      url: URL(string: "https://feeds.bbci.co.uk/news/world/rss.xml")!, title: "BBC News World"),
    Subscription(url: bulletin, title: "NPR News Now"),
    Subscription(url: URL(string: "https://feeds.npr.org/1004/rss.xml")!, title: "NPR World"),
    Subscription(
      url: URL(string: "https://www.theguardian.com/world/rss")!, title: "The Guardian World"),
    Subscription(
      url: URL(string: "https://www.aljazeera.com/xml/rss/all.xml")!, title: "Al Jazeera"),
    Subscription(url: URL(string: "https://news.ycombinator.com/rss")!, title: "Hacker News"),
  ]

  /// The hourly five-minute audio news bulletin that `listen` plays by default.
  public static let bulletin = URL(string: "https://feeds.npr.org/500005/podcast.xml")!
}
