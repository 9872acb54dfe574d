import Foundation
import TextCore

extension Subscription {
  /// `text` as a tag, or why it cannot be one: a tag is a word, non-empty, with no space and no
  /// control character, because a filter reads a feed's tags as one text, the tags joined by
  /// spaces (`tags =~ "^news "`), and `tags # "x"` looks for one of them.
  public static func tag(_ text: String) throws(SubscriptionError) -> String {
    guard !text.isEmpty,
      !text.unicodeScalars.contains(where: {
        $0.properties.isWhitespace || TerminalText.isControl($0)
      })
    else { throw .invalidTag(text) }
    return text
  }

  /// A name another reader wrote as a tag, which may hold spaces: an OPML folder or category, or
  /// a newsboat tag in quotes. Each run of spaces becomes one "-" ("Tech News" is tagged
  /// "Tech-News"), control characters are dropped, and a name with nothing else left gives none.
  static func tag(named name: String) -> String? {
    try? tag(
      TerminalText.sanitized(name).split(whereSeparator: \.isWhitespace).joined(separator: "-"))
  }

  /// `tags` in their order, each once.
  static func once(_ tags: [String]) -> [String] {
    var seen = Set<String>()
    return tags.filter { seen.insert($0).inserted }
  }
}

extension [Subscription] {
  /// The tags of each tagged feed, as a store's query takes them (``ArticleStoreClient/ArticleQuery/tags``):
  /// the subscriptions hold the tags, and the store reads them from the query that needs them.
  public var tagsByFeed: [URL: [String]] {
    Dictionary(
      filter { !$0.tags.isEmpty }.map { ($0.url, $0.tags) },
      uniquingKeysWith: { first, _ in first })
  }
}
