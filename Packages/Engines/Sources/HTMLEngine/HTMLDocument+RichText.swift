import Foundation
import RichTextCore

extension HTMLDocument {
  /// Renders the document, or the parts of it at `roots` in that order, into rich text.
  ///
  /// - Parameters:
  ///   - roots: The elements to render, with everything inside them; the whole document when nil.
  ///     An extractor passes the article's container here.
  ///   - baseURL: Where the document came from: relative links and images are resolved against
  ///     it, or against the document's `<base>`, itself resolved against it. Without one, only
  ///     absolute links are kept.
  ///   - isSkipped: Elements to leave out with everything inside them, such as the share bar an
  ///     extractor found inside an article. Scripts, styles, form controls and what the page
  ///     hides are always left out.
  public func richText(
    of roots: [HTMLNode]? = nil, baseURL: URL?,
    skipping isSkipped: (HTMLNode) -> Bool = { _ in false }
  ) -> RichText {
    var renderer = RichTextRenderer(document: self, baseURL: baseURL)
    return renderer.render(roots ?? [root], skipping: isSkipped)
  }
}

extension RichText {
  /// Renders HTML that is already text, such as the body of a feed item, with relative links
  /// resolved against `baseURL` (the item's or the feed's address).
  ///
  /// Text without markup skips the parser: many feeds carry plain text where HTML is allowed.
  public init(html: String, baseURL: URL?, limits: HTMLLimits = HTMLLimits()) {
    if !html.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }) {
      var text = InlineText()
      text.append(collapsing: String(html.utf8.prefix(limits.maximumBytes)) ?? html)
      let paragraph = text.finishedText()
      self.init(blocks: paragraph.isEmpty ? [] : [RichTextBlock(.paragraph, text: paragraph)])
      return
    }
    self = HTMLDocument(html: html, limits: limits).richText(baseURL: baseURL)
  }
}
