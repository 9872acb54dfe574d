import Foundation

/// The link to read an item or a feed at, chosen among the alternates it offers.
///
/// An Atom entry may have several `rel="alternate"` links, one per format or protocol: the same
/// post on Gemini, as JSON, as a web page. The reader opens a browser, so the choice is the
/// `text/html` one, then any on http or https, then the first, whatever order the feed writes
/// them in. An RSS `link` is an alternate without a type.
struct AlternateLink {
  private(set) var url: URL?
  private var rank = Rank.none

  private enum Rank: Int, Comparable {
    case webPage
    case web
    case other
    case none

    static func < (left: Self, right: Self) -> Bool { left.rawValue < right.rawValue }
  }

  /// Keeps `url` if it is better than the link so far. `type` is the link's media type, if any.
  mutating func offer(_ url: URL?, type: String?) {
    guard let url else { return }
    let rank = Self.rank(url, type: type)
    guard rank < self.rank else { return }
    self.url = url
    self.rank = rank
  }

  private static func rank(_ url: URL, type: String?) -> Rank {
    if let type, mediaType(type) == "text/html" { return .webPage }
    let scheme = url.scheme?.lowercased()
    return scheme == "https" || scheme == "http" ? .web : .other
  }

  /// `type` without parameters (`text/html; charset=utf-8`), case or surrounding white space.
  private static func mediaType(_ type: String) -> String {
    ASCIIWhitespace.trimmed(String(type.prefix(while: { $0 != ";" }))).lowercased()
  }
}
