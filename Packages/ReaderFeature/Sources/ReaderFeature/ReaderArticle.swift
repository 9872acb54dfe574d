import ArticleStoreClient
import Foundation
import NewsClient
import NewsFeature
import RichTextCore
import TextCore

/// A stored article as the reader shows it, every piece of its text made safe for the terminal.
///
/// Articles enter the reader's state only through this type, so no screen can lay out raw feed
/// text, whatever a stranger's feed carried.
public struct ReaderArticle: Sendable, Hashable, Identifiable {
  /// The store's number for the article, which read marks are set by.
  public var id: Int64
  public var feed: URL
  /// The name of the feed, as the list of feeds shows it.
  public var source: String
  public var title: String
  public var summary: String?
  public var author: String?
  public var link: URL?
  /// The date the store sorts by: published, else first stored.
  public var date: Date
  /// The first enclosure that is sound, which `p` plays.
  public var audio: Enclosure?
  public var isRead: Bool
  /// Starred, a mark of its own that a sync server keeps too.
  public var isStarred: Bool

  public init(
    id: Int64, feed: URL, source: String, title: String, summary: String? = nil,
    author: String? = nil, link: URL? = nil, date: Date, audio: Enclosure? = nil,
    isRead: Bool = false, isStarred: Bool = false
  ) {
    self.id = id
    self.feed = feed
    self.source = TerminalText.sanitized(source)
    let title = TerminalText.sanitized(title)
    self.title = title.isEmpty ? "(untitled)" : title
    self.summary = summary.map { TerminalText.sanitized($0, keepsLineBreaks: true) }
    self.author = author.map { TerminalText.sanitized($0) }
    self.link = link
    self.date = date
    self.audio = audio.map { audio in
      var audio = audio
      audio.mimeType = audio.mimeType.map { TerminalText.sanitized($0) }
      return audio
    }
    self.isRead = isRead
    self.isStarred = isStarred
  }

  /// The reader's view of `stored`, named as `subscriptions` name its feed.
  public init(_ stored: StoredArticle, subscriptions: [Subscription]) {
    self.init(stored, subscription: subscriptions.first { $0.url == stored.feed })
  }

  /// The reader's view of `stored`, whose feed is named as `subscription` names it, or by its
  /// own title when it is not subscribed.
  ///
  /// A list of a thousand articles looks each feed's subscription up in ``byFeed(_:)`` rather
  /// than searching the subscriptions for every article: with 500 feeds that search cost more
  /// than drawing the list.
  public init(_ stored: StoredArticle, subscription: Subscription?) {
    self.init(
      id: stored.id,
      feed: stored.feed,
      source: (subscription ?? Subscription(url: stored.feed)).source(titled: stored.feedTitle),
      title: stored.article.title,
      summary: stored.article.summary,
      author: stored.article.author,
      link: stored.article.link,
      date: stored.sortDate,
      audio: stored.article.enclosures.first(where: \.isAudio),
      isRead: stored.isRead, isStarred: stored.isStarred)
  }

  /// Credits the article to `byline`, who reader mode found its page names, in place of the
  /// feed's author, which is often missing where the page names one; a page that names no one
  /// leaves the feed's author.
  mutating func credit(_ byline: String?) {
    guard let byline = byline.map({ TerminalText.sanitized($0) }), !byline.isEmpty else { return }
    author = byline
  }

  /// Gives an article read from a list, which leaves summaries out, the summary read with its
  /// body, made safe as every summary is.
  mutating func fill(summary: String?) {
    guard self.summary == nil, let summary else { return }
    self.summary = TerminalText.sanitized(summary, keepsLineBreaks: true)
  }

  /// Each subscribed feed's subscription; the first subscription of a feed wins, as in
  /// ``init(_:subscriptions:)``.
  static func byFeed(_ subscriptions: [Subscription]) -> [URL: Subscription] {
    Dictionary(subscriptions.map { ($0.url, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// `body` with nothing in it that could drive a terminal, by the one rule every piece of feed
  /// text follows (`TerminalText`), preformatted text keeping its layout.
  ///
  /// The HTML renderer already made it so, and then this changes nothing. A block whose text had
  /// to change loses its marks and its emphasis, whose byte offsets would no longer point where
  /// they did.
  static func safeBody(_ body: RichText) -> RichText {
    var safe = body
    for index in safe.blocks.indices {
      let block = safe.blocks[index]
      let text =
        block.kind == .preformatted
        ? TerminalText.sanitizedKeepingLayout(block.text)
        : TerminalText.sanitized(block.text, keepsLineBreaks: true)
      if text != block.text {
        safe.blocks[index].text = text
        safe.blocks[index].marks = []
        safe.blocks[index].emphases = []
      }
      safe.blocks[index].cells = block.cells.map { TerminalText.sanitized($0) }
      for mark in safe.blocks[index].marks.indices {
        if case .image(let alt, let number) = safe.blocks[index].marks[mark].kind {
          safe.blocks[index].marks[mark].kind = .image(
            alt: TerminalText.sanitized(alt), number: number)
        }
      }
    }
    for index in safe.links.indices {
      safe.links[index].address = TerminalText.sanitized(safe.links[index].address)
    }
    return safe
  }
}
