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
