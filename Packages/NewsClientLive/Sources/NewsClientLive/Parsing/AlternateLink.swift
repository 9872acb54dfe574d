import Foundation
import NetworkCore

/// The link to read an item or a feed at, chosen among the alternates it offers.
///
/// An Atom entry may have several `rel="alternate"` links, one per format or protocol: the same
/// post on Gemini, as JSON, as a web page. The reader opens a browser, so the choice is the
/// `text/html` one, then any on http or https, then the first, whatever order the feed writes
/// them in. An RSS `link` is an alternate without a type.
struct AlternateLink {
  private(set) var url: URL?
  private var isWebPage = false

  private enum Rank: Int, Comparable {
    case webPage
    case web
    case other

    static func < (left: Self, right: Self) -> Bool { left.rawValue < right.rawValue }
  }

  /// Keeps `url` if it is better than the link so far. `type` is the link's media type, if any.
  mutating func offer(_ url: URL?, type: String?) {
    guard let url else { return }
    let isWebPage = type.map(Self.isHTML) ?? false
    // Most items offer one link: only a second one costs a look at the schemes.
    if let current = self.url {
      guard !self.isWebPage,
        Self.rank(url, isWebPage: isWebPage) < Self.rank(current, isWebPage: false)
      else { return }
    }
    self.url = url
    self.isWebPage = isWebPage
  }

  private static func rank(_ url: URL, isWebPage: Bool) -> Rank {
    if isWebPage { return .webPage }
    return WebAddress.isWeb(url) ? .web : .other
  }

  /// Whether the media type `type` is `text/html`, whatever its parameters (`; charset=utf-8`),
  /// case or surrounding white space.
  private static func isHTML(_ type: String) -> Bool {
    var name = type.utf8.prefix(while: { $0 != UInt8(ascii: ";") })
    while let first = name.first, ASCIIWhitespace.contains(first) { name.removeFirst() }
    while let last = name.last, ASCIIWhitespace.contains(last) { name.removeLast() }
    return name.elementsEqual("text/html".utf8) { $0 | 0x20 == $1 }
  }
}
