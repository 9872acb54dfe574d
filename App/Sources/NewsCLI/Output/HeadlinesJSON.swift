import Foundation
import NewsClient
import NewsFeature
import TimeCore

/// The `--json` output: a stable schema for scripts.
///
/// `{"articles":[{"id","title","link","published","source","feed","summary","content","enclosure"}],
///   "errors":[{"feed","message"}]}`, with absent values as `null` rather than missing keys, and
/// `published` in ISO 8601, UTC.
struct HeadlinesJSON: Encodable {
  var articles: [ArticleJSON]
  var errors: [ErrorJSON]

  init(_ list: HeadlineList) {
    articles = list.headlines.map(ArticleJSON.init)
    errors = list.failures.map { ErrorJSON(feed: $0.feed.absoluteString, message: $0.message) }
  }

  func encoded() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  struct ArticleJSON: Encodable {
    var headline: Headline

    enum CodingKeys: String, CodingKey {
      case id, title, link, published, source, feed, summary, content, enclosure, number, read,
        starred
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(headline.id, forKey: .id)
      try container.encode(headline.title, forKey: .title)
      try container.encode(headline.link?.absoluteString, forKey: .link)
      try container.encode(headline.published.map(DateText.iso8601), forKey: .published)
      try container.encode(headline.source, forKey: .source)
      try container.encode(headline.feed.absoluteString, forKey: .feed)
      try container.encode(headline.summary, forKey: .summary)
      try container.encode(headline.content, forKey: .content)
      try container.encode(headline.enclosure.map(EnclosureJSON.init), forKey: .enclosure)
      // Only a stored article has a number and marks; a feed read with --feed has none.
      try container.encodeIfPresent(headline.number, forKey: .number)
      try container.encodeIfPresent(headline.isRead, forKey: .read)
      try container.encodeIfPresent(headline.isStarred, forKey: .starred)
    }
  }

  struct EnclosureJSON: Encodable {
    var url: String
    var type: String?
    var length: Int64?

    init(_ enclosure: Enclosure) {
      url = enclosure.url.absoluteString
      type = enclosure.mimeType
      length = enclosure.length
    }

    enum CodingKeys: String, CodingKey { case url, type, length }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(url, forKey: .url)
      try container.encode(type, forKey: .type)
      try container.encode(length, forKey: .length)
    }
  }

  struct ErrorJSON: Encodable {
    var feed: String
    var message: String
  }
}
