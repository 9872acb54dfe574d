/// One `<outline>`: a feed when it has an `xmlUrl`, otherwise a folder or a note.
public struct OPMLOutline: Sendable, Hashable {
  /// The `text` attribute, which OPML requires; readers fall back to `title` when it is missing.
  public var text: String
  public var title: String?
  public var type: String?
  public var xmlURL: String?
  public var htmlURL: String?
  /// The `category` attribute: comma-separated categories, each a tag, or a path of folders from
  /// the root when it begins with "/" (OPML 2.0, after RSS 2.0's `<category>`).
  public var category: String?
  public var children: [OPMLOutline]

  public init(
    text: String,
    title: String? = nil,
    type: String? = nil,
    xmlURL: String? = nil,
    htmlURL: String? = nil,
    category: String? = nil,
    children: [OPMLOutline] = []
  ) {
    self.text = text
    self.title = title
    self.type = type
    self.xmlURL = xmlURL
    self.htmlURL = htmlURL
    self.category = category
    self.children = children
  }
}
