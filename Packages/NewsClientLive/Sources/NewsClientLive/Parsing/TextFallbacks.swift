/// Where a title comes from when an item or feed has several candidates, best first.
///
/// A title missing from its usual element (or empty there) is taken from `dc:title`, then
/// `media:title` (in the item, a `media:group` or a `media:content`), then `itunes:title`; an item
/// with none of them takes the first line of its summary.
enum TitleSource: Int, Comparable {
  case title
  case dublinCoreTitle
  case mediaTitle
  case iTunesTitle

  static func < (left: Self, right: Self) -> Bool { left.rawValue < right.rawValue }
}

/// Where a summary comes from when an item or feed has several candidates, best first.
///
/// RSS `description` and Atom `summary` (or a feed's `subtitle`) come first, then `dc:description`,
/// then the full content (`content:encoded`, Atom `content`, or an XHTML `body`), rendered to text,
/// then `itunes:summary`, `itunes:subtitle` and `media:description`. XHTML inside any of them, such
/// as a `body` element within `description`, is rendered like escaped HTML.
enum SummarySource: Int, Comparable {
  case description
  case dublinCoreDescription
  case content
  case iTunesSummary
  case iTunesSubtitle
  case mediaDescription

  static func < (left: Self, right: Self) -> Bool { left.rawValue < right.rawValue }
}

/// The best non-empty candidate for one field seen so far.
struct RankedText<Source: Comparable> {
  private(set) var text: String?
  private(set) var source: Source?

  /// Keeps `candidate` if it is not empty and comes from a better source than the text so far.
  mutating func offer(_ candidate: String, from candidateSource: Source) {
    guard !candidate.isEmpty else { return }
    if let source, source <= candidateSource { return }
    text = candidate
    source = candidateSource
  }
}
