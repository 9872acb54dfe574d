import RichTextCore

/// One article, read whole.
public struct ArticlePage: Sendable, Hashable {
  public var article: ReaderArticle
  /// The first line shown of the article's laid-out text.
  public var scroll: Int
  /// The article's body, made safe for the terminal (``ReaderArticle/safeBody(_:)``) and laid out
  /// to the screen's width, once the store has read it; nil while it is read, and for an article
  /// that has none, which shows its summary.
  ///
  /// Kept laid out, so that only a new body or a new width lays it out again: a key that scrolls,
  /// or a report that changes another screen, costs no layout, however long the article.
  public var laidOutBody: RichTextLayout?
  /// Whether the body is still being read: lists carry no bodies, so an article opened from one
  /// is read again, whole.
  public var isLoadingBody: Bool
  /// The place in the body that resizes keep at the top: the top line's, taken at the first
  /// resize since the reader last scrolled, and kept through the resizes that follow. Taken afresh
  /// at each resize it would drift, since the line that holds a place at another width starts
  /// before it: every round trip would move the text back a line.
  public var resizeAnchor: RichTextLayout.Anchor?

  public init(
    article: ReaderArticle, scroll: Int = 0, laidOutBody: RichTextLayout? = nil,
    isLoadingBody: Bool = true
  ) {
    self.article = article
    self.scroll = scroll
    self.laidOutBody = laidOutBody
    self.isLoadingBody = isLoadingBody
  }

  /// The article's body, made safe for the terminal, or nil while there is none.
  public var body: RichText? { laidOutBody?.body }

  /// Shows `body` in place of what the page showed, made safe for the terminal and laid out to
  /// `width`. The place kept for resizes was a place in the text it replaces, so it goes.
  mutating func show(_ body: RichText?, width: Int) {
    laidOutBody = body.map { RichTextLayout(ReaderArticle.safeBody($0), width: width) }
    resizeAnchor = nil
  }
}
