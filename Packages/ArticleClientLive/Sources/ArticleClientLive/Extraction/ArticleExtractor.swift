import ArticleClient
import Foundation
import HTMLEngine
import RichTextCore

/// Finds the article in a page and renders it without the page around it.
///
/// An extractor of the readability family: every paragraph scores its ancestors by how much prose
/// it holds (its length and its commas), ancestors whose names say "article" or "content" score
/// more and those that say "comment", "sidebar" or "share" less, and the best-scoring element,
/// discounted by its share of link text, is taken to hold the article, with those of its siblings
/// that read like more of it, the other parts of an article cut into parts, and its lead picture.
/// Inside it, blocks that look like boilerplate (lists of links, share bars, galleries without
/// text, sign-up forms, lines pointing to other pages, the small print of pictures) are left out,
/// as are the kicker, the headline and the byline, the last two returned apart. Navigation,
/// asides, footers, ads, consent banners, teasers for other pages and what the page hides are
/// never candidates, so a page made of them (a front page, search results, a shop's grid) is
/// left with too little prose to hold an article.
///
/// When the strict pass finds too little, as on a page whose article is in an element named like
/// boilerplate, it tries again with fewer rules, and keeps the longest result that finds more
/// than the same blocks again, and more than readers' comments.
struct ArticleExtractor {
  let document: HTMLDocument
  let url: URL
  private let statistics: NodeStatistics
  private let metadata: PageMetadata
  private let teasers: Teasers

  /// Below this many characters, a pass is retried with fewer rules.
  static let retryBelowCharacters = 500
  /// Below this many characters, a pass found nothing.
  static let minimumCharacters = 80
  /// Below this many characters of prose, a page has no article: what is left of a product grid,
  /// a front page or search results once their cards are gone is headings, labels and a line
  /// of introduction (90 characters at most in the benchmark's generated pages), while the
  /// shortest news brief is two sentences.
  static let minimumProse = 120
  /// Fewer unlinked characters than a block of prose holds: a label, a price, a count.
  static let shortestProseBlock = 40

  init(document: HTMLDocument, url: URL) {
    self.document = document
    self.url = url
    statistics = NodeStatistics(document)
    metadata = PageMetadata(document)
    teasers = Teasers(document, statistics: statistics)
  }

  /// The article, or nil when nothing on the page reads as one.
  func extract() -> ExtractedArticle? {
    var best: Extraction?
    for rules in [Rules.strict, .keepUnlikely, .noClassWeights, .noConditionalCleaning] {
      guard let extraction = extract(with: rules) else { continue }
      if let current = best {
        // A pass with fewer rules finds more text, but not always more of the article: a
        // thread of comments longer than the article is text the stricter rules were right to
        // leave out.
        let isDiscussion =
          !holds(extraction.roots, current.roots)
          && extraction.roots.contains(where: isInDiscussion)
        // The same blocks found again with fewer rules hold only what the rules left out.
        let isSameArticle = extraction.roots == current.roots
        if extraction.characters > current.characters, !isDiscussion, !isSameArticle {
          best = extraction
        }
      } else {
        best = extraction
      }
      if extraction.characters >= Self.retryBelowCharacters { break }
    }
    guard let best, best.prose >= Self.minimumProse else { return nil }
    return ExtractedArticle(url: url, title: best.title, byline: best.byline, body: best.body)
  }

  // MARK: - One pass

  private struct Rules {
    var dropsUnlikely: Bool
    var weighsClasses: Bool
    var cleansConditionally: Bool

    static let strict = Rules(dropsUnlikely: true, weighsClasses: true, cleansConditionally: true)
    static let keepUnlikely = Rules(
      dropsUnlikely: false, weighsClasses: true, cleansConditionally: true)
    static let noClassWeights = Rules(
      dropsUnlikely: false, weighsClasses: false, cleansConditionally: true)
    static let noConditionalCleaning = Rules(
      dropsUnlikely: false, weighsClasses: false, cleansConditionally: false)
  }

  private struct Extraction {
    var roots: [HTMLNode]
    var title: String
    var byline: String?
    var body: RichText
    var characters: Int
    /// Unlinked characters in the article's blocks of prose.
    var prose: Int
  }

  private func extract(with rules: Rules) -> Extraction? {
    var excluded = Array(repeating: false, count: document.nodeCount)
    markExcluded(&excluded, rules: rules)
    let scores = score(excluded: excluded, rules: rules)
    guard let candidate = topCandidate(scores: scores, excluded: excluded) else { return nil }
    let top = withItsParts(candidate, excluded: excluded)
    var roots = articleRoots(top: top, scores: scores, excluded: excluded, rules: rules)
    if let first = roots.first, let figure = leadFigure(before: first, excluded: excluded) {
      roots.insert(figure, at: 0)
    }
    let headings = headlineCandidates(near: roots)
    let title = TitleFinder.title(metadata: metadata, headings: headings, url: url) ?? ""
    var skipped = excluded
    if rules.cleansConditionally {
      for root in roots { cleanConditionally(inside: root, skipped: &skipped, rules: rules) }
    }
    let byline =
      skipHeader(of: roots, title: title, skipped: &skipped)
      ?? roots.first.flatMap { bylineAbove($0, excluded: excluded) }
    let body = document.richText(of: roots, baseURL: url) { skipped[$0.index] }
    let unlinkedText = roots.reduce(0) { total, root in
      total + statistics.textLength(root) - statistics.linkTextLength(root)
    }
    let characters =
      unlinkedText < Self.minimumCharacters
      ? 0
      : body.blocks.reduce(0) {
        $0 + $1.text.count + $1.cells.reduce(0) { $0 + $1.count }
      }
    return Extraction(
      roots: roots, title: title, byline: metadata.author ?? metadata.structuredAuthor ?? byline,
      body: body,
      characters: characters, prose: proseCharacters(in: roots, skipped: skipped))
  }

  /// The unlinked characters of the blocks inside `roots` that hold prose: paragraphs and text
  /// written into other blocks, not headings, list items or cells, each counted when it holds
  /// at least a short sentence.
  private func proseCharacters(in roots: [HTMLNode], skipped: [Bool]) -> Int {
    var blocks: [Int: Int] = [:]
    for root in roots {
      let end = document.end(of: root).index
      var index = root.index
      while index < end {
        let node = HTMLNode(index: index)
        if skipped[index] {
          index = document.end(of: node).index
          continue
        }
        index += 1
        guard document.tag(of: node) == .text else { continue }
        let unlinked = statistics.textLength(node) - statistics.linkTextLength(node)
        guard unlinked > 0 else { continue }
        var block = document.parent(of: node)
        while let current = block, !document.tag(of: current).isBlock {
          block = document.parent(of: current)
        }
        guard let block, Self.proseBlocks.contains(document.tag(of: block)) else { continue }
        blocks[block.index, default: 0] += unlinked
      }
    }
    return blocks.values.reduce(0) { $0 + ($1 >= Self.shortestProseBlock ? $1 : 0) }
  }

  /// The blocks whose text is prose rather than a heading, an item or a cell.
  private static let proseBlocks: Set<HTMLTag> = [
    .p, .div, .section, .article, .main, .blockquote, .dd, .pre, .center, .body,
  ]

  // MARK: - What is never content

  /// Marks the elements that are never part of an article, with everything inside them.
  private func markExcluded(_ excluded: inout [Bool], rules: Rules) {
    var index = 1
    while index < document.nodeCount {
      let node = HTMLNode(index: index)
      let tag = document.tag(of: node)
      if tag != .text, isNeverContent(node, tag: tag, rules: rules) {
        let end = document.end(of: node).index
        for inside in index..<end { excluded[inside] = true }
        index = end
      } else {
        index += 1
      }
    }
  }

  private func isNeverContent(_ node: HTMLNode, tag: HTMLTag, rules: Rules) -> Bool {
    if tag.isNeverText || document.isHidden(node) || teasers.isTeaser(node) { return true }
    if isPictureSmallPrint(node) { return true }
    switch tag {
    case .nav, .aside, .footer, .dialog:
      return true
    case .form where statistics.textLength(node) < 200:
      // ASP.NET pages wrap the whole page in one form; a short form is a search or a sign-up.
      return true
    case .html, .body, .article, .main, .a:
      return false
    default:
      break
    }
    if document.attribute(.ariaHidden, of: node)?.lowercased() == "true" { return true }
    // A consent banner is never an article, however few rules a pass keeps, nor is a card
    // that only shows while the pointer is over a link.
    let hints = ElementHints(node, in: document)
    if hints.isConsent || (hints.isHoverCard && isHoverCard(node)) { return true }
    if let role = document.attribute(.role, of: node)?.lowercased(),
      Self.boilerplateRoles.contains(role)
    {
      return true
    }
    guard rules.dropsUnlikely else { return false }
    // A table or a code block named oddly is still content.
    return hints.isUnlikely && tag != .table && tag != .pre && tag != .code
  }

  /// Whether an element named for hovering is the card rather than what shows it: pages wrap
  /// the link a reader sees and the card it opens in one element named for hovering, and name
  /// the card after it, so the card is such an element inside another that is not the link.
  private func isHoverCard(_ node: HTMLNode) -> Bool {
    guard document.tag(of: node) != .a else { return false }
    var ancestor = document.parent(of: node)
    while let current = ancestor {
      if ElementHints(current, in: document).isHoverCard { return true }
      ancestor = document.parent(of: current)
    }
    return false
  }

  /// Whether the element is the small print of a picture: a credit ("Photo: AP"), or a caption
  /// written outside `<figure>`, as slideshows and picture boxes write them, often twice over
  /// and for pictures reader mode does not show. A `<figure>`'s own caption stays with its
  /// picture. Only a short element that holds no picture itself is small print: a block named
  /// `wp-caption` or `has-caption` holds the picture too.
  private func isPictureSmallPrint(_ node: HTMLNode) -> Bool {
    let hints = ElementHints(node, in: document)
    guard hints.isCaption || hints.isCredit,
      statistics.textLength(node) < Self.longestCaption,
      document.end(of: node).index - node.index <= Self.maximumCaptionNodes,
      !document.descendants(of: node).contains(where: {
        document.tag(of: $0) == .img || document.tag(of: $0) == .picture
      })
    else { return false }
    if hints.isCredit { return true }
    var ancestor = document.parent(of: node)
    while let current = ancestor {
      if document.tag(of: current) == .figure { return false }
      ancestor = document.parent(of: current)
    }
    return true
  }

  /// More characters than a caption holds.
  static let longestCaption = 300
  /// More nodes than a caption holds, its links and emphasis included.
  static let maximumCaptionNodes = 128

  private static let boilerplateRoles: Set<String> = [
    "navigation", "banner", "complementary", "contentinfo", "dialog", "alert", "alertdialog",
    "search", "menu", "menubar",
  ]

  // MARK: - Scoring

  /// Scores every ancestor of every paragraph; nil for elements no paragraph reached.
  private func score(excluded: [Bool], rules: Rules) -> [Double?] {
    var scores = [Double?](repeating: nil, count: document.nodeCount)
    func addParagraph(length: Int, commas: Int, to parent: HTMLNode?) {
      guard length >= Self.shortestParagraph else { return }
      let contribution = 1 + Double(commas) + min(Double(length / 100), 3)
      var ancestor = parent
      var level = 0
      while let current = ancestor, level < 5 {
        if scores[current.index] == nil {
          scores[current.index] = initialScore(current, rules: rules)
        }
        let divider = level == 0 ? 1 : level == 1 ? 2 : Double(level * 3)
        scores[current.index]! += contribution / divider
        ancestor = document.parent(of: current)
        level += 1
      }
    }
    for index in 1..<document.nodeCount where !excluded[index] {
      let node = HTMLNode(index: index)
      if isParagraph(node) {
        addParagraph(
          length: statistics.textLength(node), commas: statistics.commas(node),
          to: document.parent(of: node))
      } else {
        forEachLooseRun(in: node, excluded: excluded) { length, commas in
          addParagraph(length: length, commas: commas, to: node)
        }
      }
    }
    return scores
  }

  /// Fewer characters than a paragraph that scores holds.
  static let shortestParagraph = 25

  /// Calls `body` with the length and the commas of each run of text written straight into
  /// `node` beside other blocks, as in `<div>Text.<div class="ad"></div>More text.<br></div>`:
  /// each run between two blocks is a paragraph of that block.
  private func forEachLooseRun(
    in node: HTMLNode, excluded: [Bool], _ body: (_ length: Int, _ commas: Int) -> Void
  ) {
    guard Self.holdsLooseText.contains(document.tag(of: node)) else { return }
    var length = 0
    var commas = 0
    for child in document.children(of: node) {
      if document.tag(of: child).isBlock {
        body(length, commas)
        length = 0
        commas = 0
      } else if !excluded[child.index] {
        length += statistics.textLength(child)
        commas += statistics.commas(child)
      }
    }
    body(length, commas)
  }

  /// The characters of the paragraphs an element holds as its own: its children that are
  /// paragraphs, and the runs of text written into it.
  private func ownProse(_ node: HTMLNode, excluded: [Bool]) -> Int {
    var total = 0
    for child in document.children(of: node) where !excluded[child.index] && isParagraph(child) {
      let length = statistics.textLength(child)
      if length >= Self.shortestParagraph { total += length }
    }
    forEachLooseRun(in: node, excluded: excluded) { length, _ in
      if length >= Self.shortestParagraph { total += length }
    }
    return total
  }

  /// The blocks whose loose text, beside their child blocks, counts as paragraphs.
  private static let holdsLooseText: Set<HTMLTag> = [
    .div, .section, .article, .main, .td, .other, .font, .center,
  ]

  /// Whether the element is a unit of prose: a paragraph, a code block or a cell, or a `div` or
  /// `section` that holds text and no blocks, as many pages write paragraphs.
  private func isParagraph(_ node: HTMLNode) -> Bool {
    switch document.tag(of: node) {
    case .p, .pre, .td, .blockquote, .dd, .li:
      return true
    case .div, .section, .article, .other, .font, .center:
      return !document.children(of: node).contains { child in
        let tag = document.tag(of: child)
        return tag.isBlock || tag == .img
      } && document.children(of: node).contains { document.tag(of: $0) == .text }
    default:
      return false
    }
  }

  private func initialScore(_ node: HTMLNode, rules: Rules) -> Double {
    var score: Double
    switch document.tag(of: node) {
    case .div, .article, .main: score = 5
    case .pre, .td, .blockquote: score = 3
    case .address, .ol, .ul, .dl, .dd, .dt, .li, .form: score = -3
    case .h1, .h2, .h3, .h4, .h5, .h6, .th: score = -5
    default: score = 0
    }
    if rules.weighsClasses { score += Double(ElementHints(node, in: document).weight) }
    if document.attribute(.itemprop, of: node)?.lowercased().contains("articlebody") == true {
      score += 25
    }
    return score
  }

  private func finalScore(_ node: HTMLNode, _ scores: [Double?]) -> Double {
    (scores[node.index] ?? 0) * (1 - statistics.linkDensity(node))
  }

  private func topCandidate(scores: [Double?], excluded: [Bool]) -> HTMLNode? {
    var candidates: [(node: HTMLNode, score: Double)] = []
    for index in 1..<document.nodeCount where scores[index] != nil && !excluded[index] {
      let node = HTMLNode(index: index)
      candidates.append((node, finalScore(node, scores)))
    }
    candidates.sort { $0.score > $1.score }
    guard var top = candidates.first?.node else {
      return document.firstElement(.body)
    }
    let topScore = finalScore(top, scores)
    // When several of the best candidates share an ancestor, the article is split into parts
    // (a lede, the body, a second page): their common ancestor holds it all.
    // The top candidate's own ancestors and descendants score with it and say nothing.
    let alternatives = candidates.dropFirst()
      .filter { !isAncestor(top, of: $0.node) && !isAncestor($0.node, of: top) }
      .prefix(4).filter { $0.score >= topScore * 0.75 }
    if alternatives.count >= 2 {
      var ancestor = document.parent(of: top)
      while let current = ancestor, document.tag(of: current) != .body, current != document.root {
        let containing = alternatives.filter { isAncestor(current, of: $0.node) }.count
        if containing >= 2 {
          top = current
          break
        }
        ancestor = document.parent(of: current)
      }
    }
    // A parent that scores more holds more of the article; an only child stands for its parent.
    var lastScore = finalScore(top, scores)
    while let parent = document.parent(of: top), document.tag(of: parent) != .body,
      parent != document.root
    {
      let parentScore = finalScore(parent, scores)
      let isOnlyChild =
        document.children(of: parent).filter { document.tag(of: $0) != .text }.count == 1
      if isOnlyChild || (scores[parent.index] != nil && parentScore > lastScore) {
        top = parent
        lastScore = max(lastScore, parentScore)
      } else {
        break
      }
    }
    return top
  }

  /// The top candidate, or the block that holds it with the other parts of the same article.
  ///
  /// Publishers cut a long article into parts to put advertisements or pictures between them,
  /// and write every part the way the body is written: the element that holds the body's
  /// paragraphs comes back, under the same name, around each part, wherever the layout puts it.
  /// Each such element elsewhere on the page that holds prose of its own is another part, and
  /// their common ancestor holds the whole article; cleaning then drops what stands between.
  private func withItsParts(_ top: HTMLNode, excluded: [Bool]) -> HTMLNode {
    let end = document.end(of: top).index
    var holder = top
    var holderProse = 0
    for index in top.index..<end where !excluded[index] {
      let node = HTMLNode(index: index)
      guard document.tag(of: node) != .text else { continue }
      let prose = ownProse(node, excluded: excluded)
      if prose > holderProse {
        holder = node
        holderProse = prose
      }
    }
    let tag = document.tag(of: holder)
    guard holderProse > 0, let names = document.attribute(.class, of: holder), !names.isEmpty
    else { return top }
    // A part is a good share of the body; a quotation or a teaser the page writes in the body's
    // style is a small one.
    let least = max(Self.minimumPartCharacters, holderProse / 4)
    var whole = top
    for index in 1..<document.nodeCount
    where !excluded[index] && (index < top.index || index >= end) {
      let node = HTMLNode(index: index)
      guard document.tag(of: node) == tag, document.attribute(.class, of: node) == names,
        !isAncestor(node, of: top), statistics.linkDensity(node) < 0.3,
        ownProse(node, excluded: excluded) >= least
      else { continue }
      while !isAncestor(whole, of: node), let parent = document.parent(of: whole) {
        whole = parent
      }
    }
    switch document.tag(of: whole) {
    case .body, .html, .document: return top
    default: return whole
    }
  }

  /// The least prose, in paragraphs of its own, that makes an element another part of the article.
  static let minimumPartCharacters = 200

  private func isAncestor(_ ancestor: HTMLNode, of node: HTMLNode) -> Bool {
    ancestor < node && node < document.end(of: ancestor)
  }

  /// Whether the element is, or is inside, one whose names say it holds readers' comments.
  private func isInDiscussion(_ node: HTMLNode) -> Bool {
    var current: HTMLNode? = node
    while let element = current {
      if ElementHints(element, in: document).isDiscussion { return true }
      current = document.parent(of: element)
    }
    return false
  }

  /// Whether every one of `inner` is one of `outer` or inside one.
  private func holds(_ outer: [HTMLNode], _ inner: [HTMLNode]) -> Bool {
    inner.allSatisfy { node in outer.contains { $0 == node || isAncestor($0, of: node) } }
  }

  /// The top candidate, and before and after it those of its siblings that read as more of the
  /// article.
  private func articleRoots(top: HTMLNode, scores: [Double?], excluded: [Bool], rules: Rules)
    -> [HTMLNode]
  {
    guard let parent = document.parent(of: top), document.tag(of: top) != .body else {
      return [top]
    }
    let topScore = finalScore(top, scores)
    let threshold = max(10, topScore * 0.2)
    let topNames = ElementHints(top, in: document).names
    var roots: [HTMLNode] = []
    for sibling in document.children(of: parent) {
      if sibling == top {
        roots.append(sibling)
        continue
      }
      guard document.tag(of: sibling) != .text, !excluded[sibling.index] else { continue }
      var score = finalScore(sibling, scores)
      if !topNames.isEmpty, ElementHints(sibling, in: document).names == topNames {
        score += topScore * 0.2
      }
      // A sibling joins as more of the article when its prose is its own, in paragraphs of its
      // own; one whose prose sits in many small boxes of their own (a thread of comments, a row
      // of teasers) only scores like an article.
      if scores[sibling.index] != nil, score >= threshold, isFlatProse(sibling) {
        roots.append(sibling)
      } else if let paragraph = paragraph(wrappedIn: sibling),
        // A note on the author, by the article, is about the writer rather than the story.
        !ElementHints(sibling, in: document).isBylineOrDate
      {
        let length = statistics.textLength(paragraph)
        let density = statistics.linkDensity(paragraph)
        if length > 80 && density < 0.25 {
          roots.append(sibling)
        } else if paragraph == sibling, length > 0, length <= 80, density == 0,
          document.collapsedText(of: sibling).hasSuffix(".")
        {
          // A short sentence beside the article is more of it, unless it stands in wrappers
          // of its own, as a teaser does.
          roots.append(sibling)
        }
      }
    }
    return roots
  }

  /// The article's lead picture: the nearest `<figure>` with an image before the article's first
  /// block, with no more than a headline, a byline and a date between them, as pages set the lead
  /// picture between the headline and the body, apart from both.
  private func leadFigure(before first: HTMLNode, excluded: [Bool]) -> HTMLNode? {
    var textBetween = 0
    var index = first.index - 1
    while index > 0, first.index - index <= Self.leadFigureReach {
      let node = HTMLNode(index: index)
      let tag = document.tag(of: node)
      if tag == .body || tag == .html { return nil }
      if !excluded[index], isAncestor(node, of: first) == false {
        if tag == .text {
          textBetween += statistics.textLength(node)
          if textBetween > Self.mostTextBeforeBody { return nil }
        } else if tag == .figure,
          document.descendants(of: node).contains(where: {
            !excluded[$0.index]
              && (document.tag(of: $0) == .img || document.tag(of: $0) == .picture)
          })
        {
          return node
        }
      }
      index -= 1
    }
    return nil
  }

  /// The byline set above the article's first block, in the article's header, with no more than
  /// a headline and a date between them, when the article itself holds none.
  private func bylineAbove(_ first: HTMLNode, excluded: [Bool]) -> String? {
    var textBetween = 0
    var index = first.index - 1
    while index > 0, first.index - index <= Self.leadFigureReach {
      let node = HTMLNode(index: index)
      let tag = document.tag(of: node)
      if tag == .body || tag == .html { return nil }
      if !excluded[index], !isAncestor(node, of: first) {
        let length = statistics.textLength(node)
        if tag == .text {
          textBetween += length
          if textBetween > Self.mostTextBeforeBody { return nil }
        } else if length > 0, length <= BylineLine.longestLine, isLine(node) {
          let text = document.collapsedText(of: node)
          if let name = BylineLine.name(in: text) { return name }
          if isByline(node),
            !document.descendants(of: node).contains(where: { document.tag(of: $0) == .time }),
            tag != .time
          {
            return text
          }
        }
      }
      index -= 1
    }
    return nil
  }

  /// How many nodes before the article's first block are searched for its lead picture.
  static let leadFigureReach = 300
  /// More characters than a headline, a byline and a date between a lead picture and the body.
  static let mostTextBeforeBody = 200

  /// The paragraph the element is, or the one it holds alone inside wrappers, as pages write a
  /// lede apart from the body: `<div class="lede"><p>…</p></div>`.
  private func paragraph(wrappedIn node: HTMLNode) -> HTMLNode? {
    var current = node
    while true {
      if document.tag(of: current) == .p || isParagraph(current) { return current }
      var only: HTMLNode?
      for child in document.children(of: current) {
        let tag = document.tag(of: child)
        if tag == .text {
          if statistics.textLength(child) > 0 { return nil }
          continue
        }
        if only != nil { return nil }
        only = child
      }
      guard let next = only else { return nil }
      current = next
    }
  }

  /// Whether at least half of an element's text is in its own children: paragraphs, lists,
  /// quotes, code, tables and headings, or text and inline elements directly inside it.
  private func isFlatProse(_ node: HTMLNode) -> Bool {
    var own = 0
    for child in document.children(of: node) {
      switch document.tag(of: child) {
      case .div, .section, .article, .aside, .li, .dl, .figure, .header, .footer, .nav, .form:
        continue
      default:
        own += statistics.textLength(child)
      }
    }
    return own * 2 >= statistics.textLength(node)
  }

  // MARK: - Cleaning inside the article

  /// Leaves out the blocks inside `root` that look like boilerplate rather than the article: the
  /// tests of readability's conditional cleaning, applied innermost first.
  ///
  /// One backward pass: nodes are numbered with each parent before its children, so walking
  /// backwards judges every block after all it holds, and each kept node adds what it holds into
  /// its parent once. Counting each block's descendants afresh would make a page of deeply nested
  /// blocks cost the square of its size.
  private func cleanConditionally(inside root: HTMLNode, skipped: inout [Bool], rules: Rules) {
    let start = root.index
    let end = document.end(of: root).index
    var held = Array(repeating: BlockContents(), count: end - start)
    var isInsideFigure = Array(repeating: false, count: end - start)
    var ancestor = document.parent(of: root)
    while let current = ancestor, !isInsideFigure[0] {
      isInsideFigure[0] = document.tag(of: current) == .figure
      ancestor = document.parent(of: current)
    }
    for index in (start + 1)..<end {
      let parent = document.parent(of: HTMLNode(index: index))!.index
      isInsideFigure[index - start] =
        isInsideFigure[parent - start] || document.tag(of: HTMLNode(index: parent)) == .figure
    }
    for index in stride(from: end - 1, to: start, by: -1) where !skipped[index] {
      let node = HTMLNode(index: index)
      let tag = document.tag(of: node)
      let contents = held[index - start]
      if (Self.conditionallyCleaned.contains(tag)
        && isBoilerplate(
          node, tag: tag, holding: contents, isInsideFigure: isInsideFigure[index - start],
          rules: rules))
        || (tag == .p && isPointer(node))
      {
        for inside in index..<document.end(of: node).index { skipped[inside] = true }
        continue
      }
      let parent = document.parent(of: node)!.index
      held[parent - start].add(contents)
      held[parent - start].count(tag, textLength: statistics.textLength(node))
    }
  }

  private static let conditionallyCleaned: Set<HTMLTag> = [
    .div, .section, .ul, .ol, .table, .form, .figure, .header, .aside, .dl,
  ]

  private func isBoilerplate(
    _ node: HTMLNode, tag: HTMLTag, holding contents: BlockContents, isInsideFigure: Bool,
    rules: Rules
  ) -> Bool {
    let hints = ElementHints(node, in: document)
    let weight = rules.weighsClasses ? hints.weight : 0
    if weight < 0 { return true }
    let text = statistics.textLength(node)
    // Named for the author but longer than a byline: a note on the writer, not the story.
    if hints.isBylineOrDate, text > Self.longestByline, text < 1_000 { return true }
    if statistics.commas(node) >= 10 { return false }
    let paragraphs = contents.paragraphs
    let images = contents.images
    let embeds = contents.embeds
    let density = statistics.linkDensity(node)
    let isList = tag == .ul || tag == .ol
    let isDataTable = tag == .table && DataTableHint.hasRows(node, in: document)
    if tag == .figure || isInsideFigure { return images == 0 && text < 25 && embeds == 0 }
    if images > 1 && Double(paragraphs) / Double(images) < 0.5 && text < 200 { return true }
    if !isList && contents.items > paragraphs + 3 && density > 0.3 { return true }
    if contents.inputs > paragraphs / 3 && contents.inputs > 0 { return true }
    if isList && density > 0.5 && text < 2_000 { return true }
    if !isList && !isDataTable && text < 25 && (images == 0 || images > 2)
      && contents.headingText == 0 && embeds == 0
    {
      return true
    }
    if weight < 25 && density > 0.2 && !isDataTable && text < 2_000 { return true }
    if weight >= 25 && density > 0.5 { return true }
    if (embeds == 1 && text < 75) || embeds > 1 { return true }
    return false
  }

  /// Whether a paragraph is a pointer to another page rather than prose: a line that is mostly
  /// one link, such as "Read more: another story" or "Get the app by clicking here". An article's
  /// own paragraphs carry their links inside sentences of their own.
  private func isPointer(_ paragraph: HTMLNode) -> Bool {
    statistics.textLength(paragraph) < Self.longestPointer
      && statistics.linkDensity(paragraph) > Self.pointerLinkDensity
  }

  /// More characters than a line pointing to another page holds.
  static let longestPointer = 300
  /// The share of link text above which a short paragraph is a pointer.
  static let pointerLinkDensity = 0.7

  // MARK: - Headline and byline

  /// The texts of the page's main headings, those inside or before the article first.
  private func headlineCandidates(near roots: [HTMLNode]) -> [String] {
    var firstLevel: [String] = []
    var secondLevel: [String] = []
    for index in 1..<document.nodeCount {
      let node = HTMLNode(index: index)
      let tag = document.tag(of: node)
      guard tag == .h1 || tag == .h2 || isNamedHeadline(node, tag: tag) else { continue }
      guard isLine(node) else { continue }
      let hints = ElementHints(node, in: document)
      if hints.contains("logo") || hints.contains("brand") || hints.contains("site-title") {
        continue
      }
      let text = document.collapsedText(of: node)
      guard !text.isEmpty else { continue }
      if tag != .h2 {
        firstLevel.append(text)
      } else if let first = roots.first, node < document.end(of: first) {
        secondLevel.append(text)
      }
    }
    return firstLevel + secondLevel
  }

  /// Whether an element other than a heading says it is the headline, by its names or its
  /// microdata, as pages that style a `<span>` or a `<div>` as their headline do.
  private func isNamedHeadline(_ node: HTMLNode, tag: HTMLTag) -> Bool {
    guard tag != .text, tag != .title, !tag.isNeverText else { return false }
    let length = statistics.textLength(node)
    guard length >= 10, length <= 300 else { return false }
    if document.attribute(.itemprop, of: node)?.lowercased() == "headline" { return true }
    let hints = ElementHints(node, in: document)
    return hints.contains("headline") || hints.contains("entry-title")
      || hints.contains("post-title") || hints.contains("article-title")
  }

  /// Leaves out the headline, the byline and date lines at the head of the article, which are
  /// returned apart, and copyright lines; returns the byline's text when the page has one.
  private func skipHeader(of roots: [HTMLNode], title: String, skipped: inout [Bool]) -> String? {
    let titleKey = TitleFinder.comparable(title)
    let titleLength = title.count
    var byline: String?
    // A line that starts "By " is a byline only before the article's prose begins.
    var isBeforeProse = true
    // Short lines above the headline label it: a kicker ("Long read"), a section, a date.
    var labels: [HTMLNode] = []
    var isBeforeHeadline = true
    for root in roots {
      let end = document.end(of: root).index
      var index = root.index
      while index < end {
        let node = HTMLNode(index: index)
        let tag = document.tag(of: node)
        guard tag != .text, !skipped[index] else {
          index = tag == .text ? index + 1 : document.end(of: node).index
          continue
        }
        let length = statistics.textLength(node)
        let skipsNode: Bool
        if !isLine(node) {
          skipsNode = false
        } else if !titleKey.isEmpty, abs(length - titleLength) <= 12,
          TitleFinder.comparable(document.collapsedText(of: node)) == titleKey
        {
          if isBeforeHeadline, isBeforeProse {
            for label in labels {
              for inside in label.index..<document.end(of: label).index { skipped[inside] = true }
            }
          }
          isBeforeHeadline = false
          skipsNode = true
        } else if tag != .html, tag != .body, isBeforeProse, length <= Self.longestLabel,
          ElementHints(node, in: document).isKicker
        {
          skipsNode = true
        } else if tag != .html, tag != .body, isByline(node) {
          let text = document.collapsedText(of: node)
          if byline == nil { byline = BylineLine.name(in: text) ?? text }
          skipsNode = true
        } else if tag != .html, tag != .body, isBeforeProse, length <= BylineLine.longestLine,
          let name = BylineLine.name(in: document.collapsedText(of: node))
        {
          // A line that credits the writer, in pages that mark no byline.
          if byline == nil { byline = name }
          skipsNode = true
        } else if length < 300, tag != .html, tag != .body, isCopyrightLine(node) {
          skipsNode = true
        } else {
          skipsNode = false
        }
        if skipsNode {
          for inside in index..<document.end(of: node).index { skipped[inside] = true }
          index = document.end(of: node).index
          continue
        }
        if tag == .p, length >= 100 { isBeforeProse = false }
        if isBeforeHeadline, isBeforeProse, length > 0, length <= Self.longestLabel,
          !tag.isNeverText,
          !document.children(of: node).contains(where: { document.tag(of: $0).isBlock })
        {
          labels.append(node)
        }
        index += 1
      }
    }
    return byline.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// More characters than a kicker or a label above a headline holds.
  static let longestLabel = 40

  /// Whether the element is small enough to be a headline, a byline or a line of small print,
  /// the only elements whose text is read whole: reading it for every ancestor of a deeply nested
  /// page would cost the square of the page's size.
  private func isLine(_ node: HTMLNode) -> Bool {
    document.end(of: node).index - node.index <= Self.maximumLineNodes
  }

  /// More nodes than any headline or byline holds, its links, spans and text included.
  static let maximumLineNodes = 64

  /// Whether the element is a line of small print: a copyright notice or a rights reservation.
  private func isCopyrightLine(_ node: HTMLNode) -> Bool {
    switch document.tag(of: node) {
    case .p, .div, .small, .font, .span, .section: break
    default: return false
    }
    let text = document.collapsedText(of: node).lowercased()
    return text.contains("©") || text.hasPrefix("copyright") || text.contains(" copyright ")
      || text.contains("all rights reserved")
  }

  /// More characters than a byline or a date line holds.
  static let longestByline = 120

  private func isByline(_ node: HTMLNode) -> Bool {
    let length = statistics.textLength(node)
    guard length > 0, length < Self.longestByline else { return false }
    if document.attribute(.rel, of: node)?.lowercased() == "author" { return true }
    if let property = document.attribute(.itemprop, of: node)?.lowercased(),
      property.contains("author") || property == "datepublished"
    {
      return true
    }
    if document.tag(of: node) == .time { return true }
    return ElementHints(node, in: document).isBylineOrDate
  }
}

/// Whether a table holds rows of data, for the cleaning of the article: a table of figures is
/// content however many links it has.
enum DataTableHint {
  static func hasRows(_ table: HTMLNode, in document: HTMLDocument) -> Bool {
    var rows = 0
    for node in document.descendants(of: table) where document.tag(of: node) == .tr {
      rows += 1
      if rows >= 2 { return true }
    }
    return false
  }
}
