import Foundation
import NewsClient

/// The fields of one item as the parser meets them, before they become an `Article`.
///
/// Items give the same information several ways (`description` and `content:encoded`, `pubDate`
/// and `dc:date`, `enclosure` and `media:content`); the draft keeps the first of each, or the best
/// by ``TitleSource`` and ``SummarySource``, and decides once the item ends.
struct ArticleDraft {
  var title = RankedText<TitleSource>()
  var link = AlternateLink()
  /// The summary from any source but the content, which is kept apart below.
  var summary = RankedText<SummarySource>()
  /// Full content in HTML, rendered only if there is no summary, because it is often large.
  var contentHTML: [UInt8]?
  var content: String?
  var guid: Article.GUID?
  var resourceIdentifier: String?
  var author: String?
  var published: Date?
  var updated: Date?
  var imageURL: URL?
  var enclosures: [Enclosure] = []
  var duration: Duration?

  mutating func addEnclosure(_ enclosure: Enclosure) {
    guard !enclosures.contains(where: { $0.url == enclosure.url }) else { return }
    enclosures.append(enclosure)
  }

  func article() -> Article {
    var summary: String?
    if let source = self.summary.source, source < .content {
      summary = self.summary.text
    } else if let content, !content.isEmpty {
      summary = content
    } else if let contentHTML {
      summary = contentHTML.withUnsafeBufferPointer {
        PlainTextRenderer.render($0, markup: .html, layout: .paragraphs)
      }
    }
    if summary?.isEmpty ?? true { summary = self.summary.text }
    var title = self.title.text ?? ""
    if title.isEmpty, let summary {
      let firstLine = summary.prefix(while: { $0 != "\n" })
      title = firstLine.count > 80 ? String(firstLine.prefix(79)) + "…" : String(firstLine)
    }
    var guid = guid
    if guid == nil, let resourceIdentifier, !resourceIdentifier.isEmpty {
      guid = Article.GUID(resourceIdentifier, isPermaLink: false)
    }
    var link = link.url
    if link == nil, let guid, guid.isPermaLink {
      link = URL(string: guid.value)
    }
    if let link, let value = guid?.value, value == link.absoluteString {
      // Most feeds repeat the link as the GUID. Taking the URL's own string shares one buffer
      // instead of keeping two equal copies, which matters in feeds of tens of thousands of items.
      guid?.value = link.absoluteString
    }
    var imageURL = imageURL
    if imageURL == nil {
      imageURL =
        enclosures.first(where: { $0.mimeType?.lowercased().hasPrefix("image/") ?? false })?.url
    }
    var enclosures = enclosures
    if let duration {
      for index in enclosures.indices where enclosures[index].duration == nil {
        enclosures[index].duration = duration
      }
    }
    return Article(
      guid: guid,
      title: title,
      link: link,
      summary: summary,
      author: author,
      published: published ?? updated,
      updated: updated,
      imageURL: imageURL,
      enclosures: enclosures
    )
  }
}
