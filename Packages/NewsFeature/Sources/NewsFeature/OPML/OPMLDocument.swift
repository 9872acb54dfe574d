/// An OPML subscription list, the format every feed reader imports and exports.
///
/// Attribute values are kept as written, URLs included, so that a document read and written again
/// comes back the same even when it holds entries this app cannot use.
public struct OPMLDocument: Sendable, Hashable {
  public var title: String?
  public var outlines: [OPMLOutline]

  public init(title: String? = nil, outlines: [OPMLOutline]) {
    self.title = title
    self.outlines = outlines
  }
}

/// One `<outline>`: a feed when it has an `xmlUrl`, otherwise a folder or a note.
public struct OPMLOutline: Sendable, Hashable {
  /// The `text` attribute, which OPML requires; readers fall back to `title` when it is missing.
  public var text: String
  public var title: String?
  public var type: String?
  public var xmlURL: String?
  public var htmlURL: String?
  public var children: [OPMLOutline]

  public init(
    text: String,
    title: String? = nil,
    type: String? = nil,
    xmlURL: String? = nil,
    htmlURL: String? = nil,
    children: [OPMLOutline] = []
  ) {
    self.text = text
    self.title = title
    self.type = type
    self.xmlURL = xmlURL
    self.htmlURL = htmlURL
    self.children = children
  }
}

/// Why an OPML file could not be read.
public enum OPMLError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file is not OPML: its root element is missing or different.
  case notOPML
  /// The file is cut short or its markup is broken.
  case malformed(String)
  /// Elements nest deeper than any real subscription list does.
  case tooDeeplyNested(limit: Int)

  public var description: String {
    switch self {
    case .notOPML:
      return "Not an OPML file: there is no <opml> element"
    case .malformed(let reason):
      return "Malformed OPML: \(reason)"
    case .tooDeeplyNested(let limit):
      return "Malformed OPML: elements nest more than \(limit) levels deep"
    }
  }
}
