import Foundation
import NewsClient

/// Reads JSON Feed 1.0 and 1.1 (https://www.jsonfeed.org/version/1.1/).
///
/// Fields are read one by one from `JSONSerialization`'s output rather than through `Decodable`,
/// so that one field of the wrong type (an `id` written as a number, a `size_in_bytes` written as a
/// string) costs that field and not the feed.
enum JSONFeedReader {
  static func feed(from data: Data, feedURL: URL) throws(FeedParsingFailure) -> Feed {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [])
    } catch {
      throw .malformed("invalid JSON (\(error.localizedDescription))")
    }
    guard let root = object as? [String: Any] else { throw .notAFeed }
    let version = root["version"] as? String ?? ""
    guard
      version.contains("jsonfeed.org/version/")
        || (root["items"] is [Any] && root["title"] is String)
    else { throw .notAFeed }
    let base =
      (root["home_page_url"] as? String).flatMap { LinkResolver.url($0, base: feedURL) } ?? feedURL
    let items = root["items"] as? [Any] ?? []
    let title = plainLine(root["title"]) ?? ""
    return Feed(
      url: feedURL,
      title: title.isEmpty ? (feedURL.host ?? feedURL.absoluteString) : title,
      link: (root["home_page_url"] as? String).flatMap { LinkResolver.url($0, base: feedURL) },
      summary: plainParagraphs(root["description"]),
      imageURL: ((root["icon"] ?? root["favicon"]) as? String).flatMap {
        LinkResolver.url($0, base: base)
      },
      format: .json,
      articles: items.compactMap { ($0 as? [String: Any]).map { article(from: $0, base: base) } }
    )
  }

  private static func article(from item: [String: Any], base: URL) -> Article {
    var draft = ArticleDraft()
    draft.title.offer(plainLine(item["title"]) ?? "", from: .title)
    draft.link.offer(
      ((item["url"] ?? item["external_url"]) as? String).flatMap {
        LinkResolver.url($0, base: base)
      }, type: nil)
    draft.summary.offer(plainParagraphs(item["summary"]) ?? "", from: .description)
    if let html = item["content_html"] as? String {
      draft.contentHTML = Array(html.utf8)
    }
    draft.content = (item["content_text"] as? String).map {
      String(decoding: $0.utf8.prefix(PlainTextRenderer.maximumFieldBytes), as: UTF8.self)
    }
    if let identifier = string(item["id"]).map(TerminalSafety.sanitizedValue) {
      let isURL = identifier.hasPrefix("http://") || identifier.hasPrefix("https://")
      draft.guid = Article.GUID(
        identifier, isPermaLink: isURL && identifier == item["url"] as? String)
    }
    let authors = (item["authors"] as? [Any]) ?? (item["author"].map { [$0] } ?? [])
    draft.author =
      authors.lazy.compactMap { ($0 as? [String: Any]).flatMap { plainLine($0["name"]) } }.first
    draft.published = (item["date_published"] as? String).flatMap(FeedDateParser.date(from:))
    draft.updated = (item["date_modified"] as? String).flatMap(FeedDateParser.date(from:))
    draft.imageURL = ((item["image"] ?? item["banner_image"]) as? String).flatMap {
      LinkResolver.url($0, base: base)
    }
    for case let attachment as [String: Any] in item["attachments"] as? [Any] ?? [] {
      guard let url = (attachment["url"] as? String).flatMap({ LinkResolver.url($0, base: base) })
      else {
        continue
      }
      draft.addEnclosure(
        Enclosure(
          url: url,
          mimeType: (attachment["mime_type"] as? String).map(TerminalSafety.sanitizedValue),
          length: FeedFieldValues.byteCount(string(attachment["size_in_bytes"])),
          duration: FeedFieldValues.duration(string(attachment["duration_in_seconds"]))
        ))
    }
    return draft.article(base: base)
  }

  private static func string(_ value: Any?) -> String? {
    switch value {
    case let text as String: text
    case let number as NSNumber: number.stringValue
    default: nil
    }
  }

  private static func plainLine(_ value: Any?) -> String? {
    (value as? String).map { PlainTextRenderer.render($0, markup: .none, layout: .singleLine) }
  }

  private static func plainParagraphs(_ value: Any?) -> String? {
    guard let text = value as? String else { return nil }
    let rendered = PlainTextRenderer.render(text, markup: .none, layout: .paragraphs)
    return rendered.isEmpty ? nil : rendered
  }
}
