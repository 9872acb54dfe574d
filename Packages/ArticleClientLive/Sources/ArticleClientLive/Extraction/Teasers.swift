import HTMLEngine

/// The elements of a page that are teasers for other pages: the cards of a front page, of search
/// results, of a shop's grid and of "more stories" boxes.
///
/// A teaser is built to send the reader elsewhere, so it leads with a link: its first words are
/// the other page's headline, or a product's name, inside an `<a>`. And a page lays its teasers
/// out in rows of the same card, with the same markup and the same class, side by side. Three or
/// more short siblings of one kind that each lead with such a link are teasers, whatever their
/// snippets say; an article's own paragraphs and list items lead with words of their own.
struct Teasers {
  /// The teaser cards, by index; their descendants are not in it.
  private(set) var cards: Set<Int> = []

  /// The fewest characters of a link that reads as a headline or a name, not an arrow or a number.
  static let shortestHeadline = 10
  /// More characters than a card holds: a headline, a snippet of a few sentences and a date.
  static let longestTeaser = 600
  /// The fewest cards of one kind side by side that make a row of teasers.
  static let fewestInARow = 3

  init(_ document: HTMLDocument, statistics: NodeStatistics) {
    let count = document.nodeCount
    guard count > 1 else { return }
    // Whether each element's first visible text is inside a link of a headline's length: one
    // pass, in which each text node settles the elements it is the first text of, and a walk up
    // stops at the first ancestor already settled, so that every element is settled once.
    var leadsWithLink = [Bool?](repeating: nil, count: count)
    // The links open at the node, innermost last: nodes are in document order, so a link stays
    // open until the index passes its end.
    var openLinks: [HTMLNode] = []
    for index in 1..<count {
      let node = HTMLNode(index: index)
      let parent = document.parent(of: node)?.index ?? 0
      let tag = document.tag(of: node)
      while let link = openLinks.last, document.end(of: link).index <= index {
        openLinks.removeLast()
      }
      if tag == .a { openLinks.append(node) }
      guard tag == .text, statistics.textLength(node) > 0 else { continue }
      let isLinked =
        openLinks.last.map { statistics.textLength($0) >= Self.shortestHeadline } ?? false
      var ancestor: HTMLNode? = HTMLNode(index: parent)
      while let current = ancestor, current.index > 0, leadsWithLink[current.index] == nil {
        leadsWithLink[current.index] = isLinked
        ancestor = document.parent(of: current)
      }
    }
    var rows: [Row: [Int]] = [:]
    for index in 1..<count where leadsWithLink[index] == true {
      let node = HTMLNode(index: index)
      let tag = document.tag(of: node)
      guard Self.cardTags.contains(tag), statistics.textLength(node) <= Self.longestTeaser,
        let parent = document.parent(of: node)
      else { continue }
      let row = Row(
        parent: parent.index, tag: tag,
        kind: document.attribute(.class, of: node)?.split(separator: " ").first.map(String.init))
      rows[row, default: []].append(index)
    }
    for (row, cards) in rows where cards.count >= Self.fewestInARow {
      if row.tag == .li,
        Self.isAmongParagraphs(list: HTMLNode(index: row.parent), document, statistics)
      {
        continue
      }
      self.cards.formUnion(cards)
    }
  }

  /// Whether a list stands among paragraphs of prose, as the article's own list of links does (a
  /// roundup of the day's stories, a list of sources), where boxes of teasers stand apart.
  private static func isAmongParagraphs(
    list: HTMLNode, _ document: HTMLDocument, _ statistics: NodeStatistics
  ) -> Bool {
    var container = list
    while document.tag(of: container) == .ul || document.tag(of: container) == .ol,
      let parent = document.parent(of: container)
    {
      container = parent
    }
    var prose = 0
    for child in document.children(of: container) where document.tag(of: child) == .p {
      prose += statistics.textLength(child) - statistics.linkTextLength(child)
    }
    return prose >= Self.paragraphsAround
  }

  /// The unlinked characters of paragraphs beside a list that make it part of an article.
  static let paragraphsAround = 100

  /// Whether the node is a teaser card.
  func isTeaser(_ node: HTMLNode) -> Bool {
    cards.contains(node.index)
  }

  /// The elements pages build cards from.
  private static let cardTags: Set<HTMLTag> = [.article, .li, .div, .section]

  /// Cards of one kind side by side: the same parent and element, and the same first class, as
  /// a lead card written `teaser teaser--lead` is of the kind of those written `teaser`.
  private struct Row: Hashable {
    var parent: Int
    var tag: HTMLTag
    var kind: String?
  }
}
