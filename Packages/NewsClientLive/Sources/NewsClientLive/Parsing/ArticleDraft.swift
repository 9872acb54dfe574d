import Foundation
import HTMLEngine
import NewsClient
import RichTextCore

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
  /// Full content in HTML: the body, and the summary's text when there is no other.
  var contentHTML: [UInt8]?
  /// The `xml:base` in scope where ``contentHTML`` was, which its relative links resolve against.
  var contentBase: URL?
  /// Full content as plain text (JSON Feed's `content_text`, Atom's `type="text"`), as written:
  /// its white space is its layout (``PlainTextBody``).
  var content: String?
  /// The description's HTML when it has structure that plain text would lose (``isStructured``):
  /// the body of a feed that puts its whole article in `description`.
  var summaryHTML: [UInt8]?
  /// The `xml:base` in scope where ``summaryHTML`` was.
  var summaryBase: URL?
  /// Whether an RSS `description` or `summary` was read, so that a second one is the content.
  var hasDescription = false
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

  /// The item as an article; relative links in its body resolve against the `xml:base` in scope
  /// where the body was, else its own link, else `base` (the feed's address).
  func article(base: URL) -> Article {
    var summary: String?
    if let source = self.summary.source, source < .content {
      summary = self.summary.text
    } else if let content, !content.isEmpty {
      summary = PlainTextRenderer.render(content, markup: .none, layout: .paragraphs)
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
      content: body(link: link, base: base),
      author: author,
      published: published ?? updated,
      updated: updated,
      imageURL: imageURL,
      enclosures: enclosures
    )
  }

  /// Captured HTML as the page it is, repaired if it was encoded in UTF-8 twice, with the controls
  /// that stood in for libxml2 given back:
  /// HTMLEngine carries controls through its own parse by the same stand-ins, and takes any it
  /// finds already in its input for a page's own characters.
  private static func markup(_ captured: [UInt8]) -> String {
    let repaired = captured.withUnsafeBufferPointer(DoubleEncoding.repaired) ?? captured
    return ControlStandIns.restored(String(decoding: repaired, as: UTF8.self))
  }

  /// The body, from the richest source there is: the full content's HTML, else its plain text,
  /// else a structured description. Nil when it would add nothing to the summary: no content,
  /// or one paragraph without a link or image.
  private func body(link: URL?, base: URL) -> RichText? {
    var body: RichText
    if let contentHTML {
      body = RichText(html: Self.markup(contentHTML), baseURL: contentBase ?? link ?? base)
    } else if let content, !content.isEmpty {
      body = PlainTextBody.richText(content)
    } else if let summaryHTML {
      body = RichText(html: Self.markup(summaryHTML), baseURL: summaryBase ?? link ?? base)
    } else {
      return nil
    }
    if body.isEmpty { return nil }
    if body.blocks.count == 1, body.blocks[0].kind == .paragraph, body.blocks[0].marks.isEmpty {
      return contentHTML == nil && content == nil ? nil : body
    }
    return body
  }

  /// Whether a description's HTML holds more than one paragraph of text: lists, code, headings,
  /// quotes, tables, images, links, line breaks or several paragraphs. Only such a description
  /// is rendered as a body, since rendering costs a parse per item and a plain one-paragraph
  /// teaser, the usual kind, says nothing its summary does not.
  static func isStructured(_ html: [UInt8]) -> Bool {
    var paragraphs = 0
    var index = html.startIndex
    while let open = html[index...].firstIndex(of: UInt8(ascii: "<")) {
      index = open + 1
      let name = tagName(in: html, at: index)
      if name == "p" {
        paragraphs += 1
        if paragraphs > 1 { return true }
      } else if structuralTags.contains(name) {
        return true
      }
    }
    return false
  }

  private static let structuralTags: Set<String> = [
    "li", "pre", "code", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "table", "img", "a",
    "br", "hr",
  ]

  /// The lowercased name of the start tag at `start`, just after its `<`; empty for an end tag,
  /// a comment or a stray `<`.
  private static func tagName(in html: [UInt8], at start: Int) -> String {
    var name = ""
    for byte in html[start...].prefix(11) {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        name.unicodeScalars.append(Unicode.Scalar(byte))
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        name.unicodeScalars.append(Unicode.Scalar(byte | 0x20))
      default:
        return name
      }
    }
    return name
  }
}
