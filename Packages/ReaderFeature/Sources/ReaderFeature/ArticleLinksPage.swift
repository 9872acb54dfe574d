import RichTextCore

/// The links of an article's body, numbered as its text numbers them, to open one at a time.
public struct ArticleLinksPage: Sendable, Hashable {
  /// Whose links they are, for the title.
  public var title: String
  public var links: [RichTextLink]
  public var position: ListPosition

  public init(title: String, links: [RichTextLink], position: ListPosition = ListPosition()) {
    self.title = title
    self.links = links
    self.position = position
  }
}
