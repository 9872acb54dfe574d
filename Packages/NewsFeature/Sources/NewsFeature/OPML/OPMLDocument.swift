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
