import Foundation
import RichTextCore

/// Renders part of an ``HTMLDocument`` into ``RichText``, as a browser lays it out in its default
/// style: blocks where block elements are, inline text with white space collapsed, links and
/// images as numbered marks, and `<strong>`, `<b>`, `<em>`, `<i>`, `<cite>` and `<dfn>` as bold
/// and italic stretches.
///
/// It walks the document's nodes in order and keeps, on a stack, what each open element must do
/// when it ends; a document of any depth costs no recursion.
struct RichTextRenderer {
  private let document: HTMLDocument
  private var linkTable: LinkTable
  private var blocks: [RichTextBlock] = []
  private var inline = InlineText()
  private var preformatted: PreformattedText?
  /// The open data table's row and cell, when inside one.
  private var row: TableRow?
  private var cell: InlineText?
  private var quoteDepth = 0
  /// How many data tables are open; layout tables render as plain blocks and are not counted.
  private var tables = 0
  /// How many captions of data tables are open: their text is a paragraph, not a cell.
  private var captions = 0
  private var lists: [ListState] = []
  private var items: [ListItem] = []
  private var headingLevels: [Int] = []
  /// How many descriptions of description lists (`<dd>`) are open.
  private var descriptions = 0
  /// How many elements drawn bold, and how many drawn italic, are open.
  private var bold = 0
  private var italic = 0
  /// What the open elements do when they end, innermost last, each with the node it ends at.
  private var exits: [(end: Int, action: Exit)] = []

  init(document: HTMLDocument, baseURL: URL?) {
    self.document = document
    var base = baseURL
    if let element = document.firstElement(.base),
      let reference = document.attribute(.href, of: element),
      let address = LinkAddress.resolve(reference, base: baseURL)
    {
      base = URL(string: address)
    }
    linkTable = LinkTable(base: base)
  }

  mutating func render(
    _ roots: [HTMLNode], skipping isSkipped: (HTMLNode) -> Bool
  ) -> RichText {
    for root in roots {
      if document.tag(of: root) == .text {
        text(root)
      } else if root == document.root || !isLeftOut(root, isSkipped) {
        if root != document.root { enter(root) }
        walk(from: root.index + 1, to: document.end(of: root).index, isSkipped)
        closeExits(before: .max)
      }
    }
    flush()
    return RichText(blocks: blocks, links: linkTable.links)
  }

  private mutating func walk(from start: Int, to end: Int, _ isSkipped: (HTMLNode) -> Bool) {
    var index = start
    while index < end {
      closeExits(before: index)
      let node = HTMLNode(index: index)
      if document.tag(of: node) == .text {
        text(node)
        index += 1
      } else if isLeftOut(node, isSkipped) {
        // A block the caller leaves out, unlike one the page hides, still stood between the
        // text before and after it: that text does not run together.
        if document.tag(of: node).isBlock, isSkipped(node) { flush() }
        index = document.end(of: node).index
      } else {
        enter(node)
        index += 1
      }
    }
  }

  private func isLeftOut(_ node: HTMLNode, _ isSkipped: (HTMLNode) -> Bool) -> Bool {
    document.tag(of: node).isNeverText || document.isHidden(node) || isSkipped(node)
  }

  private mutating func closeExits(before index: Int) {
    while let last = exits.last, last.end <= index {
      exits.removeLast()
      exit(last.action)
    }
  }

  // MARK: - Elements

  private enum Exit {
    case block
    case heading
    case list
    case listItem
    case quote
    case preformatted
    case table(isData: Bool)
    case row
    case cell
    case link(reference: String, blockCount: Int, offset: Int, markCount: Int)
    case closingQuote
    case caption
    case description
    case script(isSuperscript: Bool, blockCount: Int, offset: Int)
    case emphasis(RichTextEmphasis.Style)
  }

  private mutating func enter(_ node: HTMLNode) {
    let tag = document.tag(of: node)
    let end = document.end(of: node).index

    if preformatted != nil {
      switch tag {
      case .br: preformatted?.lineBreak()
      case .a: enterLink(node, end: end)
      case .img: image(node)
      default: break
      }
      return
    }
    if cell != nil {
      switch tag {
      case .br: cell?.space()
      case .td, .th:
        // A cell inside a cell: libxml2 leaves one open when the markup forgets to close it.
        exits.append((end, .cell))
      default: if tag.isBlock { cell?.space() }
      }
      return
    }
    switch tag {
    case .a:
      enterLink(node, end: end)
    case .img:
      image(node)
    case .br:
      if !headingLevels.isEmpty {
        inline.space()
      } else if inline.endsWithLineBreak {
        // Two breaks in a row are how many feeds write a paragraph break.
        flush()
      } else {
        inline.lineBreak()
      }
    case .hr:
      flush()
      blocks.append(RichTextBlock(.rule, quoteDepth: quoteDepth))
    case .q:
      inline.append(collapsing: "\u{201C}")
      exits.append((end, .closingQuote))
    case .strong, .b:
      stress(.bold, by: 1)
      exits.append((end, .emphasis(.bold)))
    case .em, .i, .cite, .dfn:
      stress(.italic, by: 1)
      exits.append((end, .emphasis(.italic)))
    case .sub, .sup:
      let exit = Exit.script(
        isSuperscript: tag == .sup, blockCount: blocks.count, offset: inline.offset)
      exits.append((end, exit))
    case .h1, .h2, .h3, .h4, .h5, .h6:
      flush()
      headingLevels.append(tag.headingLevel ?? 1)
      exits.append((end, .heading))
    case .ul, .ol, .menu, .dir:
      flush()
      lists.append(ListState(node: node, tag: tag, document: document))
      exits.append((end, .list))
    case .li:
      flush()
      items.append(ListItem(depth: max(1, lists.count), marker: nextMarker(for: node)))
      exits.append((end, .listItem))
    case .dd:
      flush()
      descriptions += 1
      exits.append((end, .description))
    case .blockquote:
      flush()
      quoteDepth += 1
      exits.append((end, .quote))
    case .pre, .listing, .xmp, .plaintext:
      flush()
      preformatted = PreformattedText()
      exits.append((end, .preformatted))
    case .table:
      flush()
      let isData = DataTable.isData(node, in: document)
      exits.append((end, .table(isData: isData)))
      if isData { tables += 1 }
    case .caption where tables > 0 && isInnermostTableData:
      flush()
      captions += 1
      exits.append((end, .caption))
    case .tr where tables > 0 && isInnermostTableData:
      flush()
      row = TableRow()
      exits.append((end, .row))
    case .td where tables > 0 && isInnermostTableData && row != nil,
      .th where tables > 0 && isInnermostTableData && row != nil:
      cell = InlineText()
      let isHeader = (row?.isHeader ?? true) && tag == .th
      row?.isHeader = isHeader
      exits.append((end, .cell))
    default:
      if tag.isBlock {
        flush()
        exits.append((end, .block))
      }
    }
  }

  /// Whether the innermost open table is a data table.
  private var isInnermostTableData: Bool {
    for (_, action) in exits.reversed() {
      if case .table(let isData) = action { return isData }
    }
    return false
  }

  private mutating func exit(_ action: Exit) {
    switch action {
    case .block:
      flush()
    case .heading:
      flush()
      headingLevels.removeLast()
    case .list:
      flush()
      lists.removeLast()
    case .listItem:
      flush()
      items.removeLast()
    case .quote:
      flush()
      quoteDepth -= 1
    case .preformatted:
      if let text = preformatted?.finish(), !text.text.isEmpty || !text.marks.isEmpty {
        blocks.append(
          RichTextBlock(.preformatted, text: text.text, marks: text.marks, quoteDepth: quoteDepth))
      }
      preformatted = nil
    case .table(let isData):
      flush()
      if isData { tables -= 1 }
    case .row:
      if let row, row.cells.contains(where: { !$0.isEmpty }) {
        blocks.append(
          RichTextBlock(
            .tableRow(isHeader: row.isHeader ?? false), cells: row.cells, quoteDepth: quoteDepth))
      }
      row = nil
    case .cell:
      if let text = cell?.finishedText() { row?.cells.append(text) }
      cell = nil
    case .link(let reference, let blockCount, let offset, let markCount):
      if preformatted != nil {
        if let number = linkTable.number(for: reference, kind: .link) {
          preformatted?.mark(.link(number: number))
        }
        return
      }
      let isInOneBlock = blocks.count == blockCount
      let hasContent =
        isInOneBlock ? inline.offset > offset || inline.marks.count > markCount : !inline.isEmpty
      if hasContent, let number = linkTable.number(for: reference, kind: .link) {
        inline.mark(.link(number: number))
      }
    case .closingQuote:
      inline.append(collapsing: "\u{201D}")
    case .script(let isSuperscript, let blockCount, let offset):
      // A script that a block broke in two is left as its text.
      guard blocks.count == blockCount else { return }
      inline.rewrite(from: offset, ifAtMost: ScriptText.maximumLength) {
        ScriptText.written($0, isSuperscript: isSuperscript)
      }
    case .emphasis(let style):
      stress(style, by: -1)
    case .caption:
      flush()
      captions -= 1
    case .description:
      flush()
      descriptions -= 1
    }
  }

  /// Opens (`change` 1) or closes (-1) an element drawn `style`: the text is stressed while any
  /// such element is open, so nested ones combine and a `<b>` inside a `<b>` ends with the outer.
  private mutating func stress(_ style: RichTextEmphasis.Style, by change: Int) {
    if style == .bold { bold += change } else { italic += change }
    var emphasis: RichTextEmphasis.Style = []
    if bold > 0 { emphasis.insert(.bold) }
    if italic > 0 { emphasis.insert(.italic) }
    inline.emphasis = emphasis
  }

  private mutating func enterLink(_ node: HTMLNode, end: Int) {
    guard let reference = document.attribute(.href, of: node) else { return }
    let exit = Exit.link(
      reference: reference, blockCount: blocks.count, offset: inline.offset,
      markCount: inline.marks.count)
    exits.append((end, exit))
  }

  private mutating func image(_ node: HTMLNode) {
    guard !ImageSource.isTrackingPixel(node, in: document) else { return }
    let alt = document.attribute(.alt, of: node).map(HTMLDocument.collapsed) ?? ""
    let number = ImageSource.reference(of: node, in: document).flatMap {
      linkTable.number(for: $0, kind: .image)
    }
    guard number != nil || !alt.isEmpty else { return }
    if preformatted != nil {
      preformatted?.mark(.image(alt: alt, number: number))
    } else {
      inline.markImage(.image(alt: alt, number: number))
    }
  }

  // MARK: - Text

  private mutating func text(_ node: HTMLNode) {
    document.withTextBytes(of: node) { bytes in
      if preformatted != nil {
        preformatted?.append(bytes)
      } else if cell != nil {
        cell?.append(collapsing: bytes)
      } else if row != nil || (tables > 0 && captions == 0 && isInnermostTableData) {
        // Text between a data table's cells is not shown by browsers either.
        return
      } else {
        inline.append(collapsing: bytes)
      }
    }
  }

  /// Ends the block being written, if it has anything in it, as the kind the open elements make
  /// it: a heading, a list item, or a paragraph.
  private mutating func flush() {
    guard !inline.isEmpty else { return }
    let (text, marks, emphases) = inline.finish()
    guard !text.isEmpty || !marks.isEmpty else { return }
    if let level = headingLevels.last {
      blocks.append(
        RichTextBlock(
          .heading(level: level), text: text, marks: marks, emphases: emphases,
          quoteDepth: quoteDepth))
      return
    }
    if var item = items.last {
      if let index = item.blockIndex, index == blocks.count - 1 {
        // A second paragraph of the same item continues it on a new line.
        let shift = blocks[index].text.utf8.count + 1
        blocks[index].text += "\n" + text
        blocks[index].marks += marks.map { RichTextMark(offset: $0.offset + shift, kind: $0.kind) }
        blocks[index].emphases += emphases.map {
          RichTextEmphasis(($0.range.lowerBound + shift)..<($0.range.upperBound + shift), $0.style)
        }
        return
      }
      if item.blockIndex == nil {
        item.blockIndex = blocks.count
        items[items.count - 1] = item
        blocks.append(
          RichTextBlock(
            .listItem(depth: item.depth, marker: item.marker), text: text, marks: marks,
            emphases: emphases, quoteDepth: quoteDepth))
        return
      }
    }
    blocks.append(
      RichTextBlock(
        descriptions > 0 ? .description : .paragraph, text: text, marks: marks,
        emphases: emphases, quoteDepth: quoteDepth))
  }

  // MARK: - Lists and tables

  private struct ListState {
    let isOrdered: Bool
    let isReversed: Bool
    var next: Int

    init(node: HTMLNode, tag: HTMLTag, document: HTMLDocument) {
      isOrdered = tag == .ol
      isReversed = isOrdered && document.hasAttribute(.reversed, node)
      if let start = document.attribute(.start, of: node).flatMap(Self.integer) {
        next = start
      } else if isReversed {
        next = document.children(of: node).filter { document.tag(of: $0) == .li }.count
      } else {
        next = 1
      }
    }

    static func integer(_ text: String) -> Int? {
      Int(text.trimmingCharacters(in: .whitespaces)).map { min(max($0, -999_999), 999_999) }
    }
  }

  private struct ListItem {
    let depth: Int
    let marker: RichTextBlock.ListMarker
    /// The block the item's first text went into, once it has one.
    var blockIndex: Int?
  }

  private mutating func nextMarker(for item: HTMLNode) -> RichTextBlock.ListMarker {
    guard var list = lists.last, list.isOrdered else { return .bullet }
    if let value = document.attribute(.value, of: item).flatMap(ListState.integer) {
      list.next = value
    }
    let number = list.next
    list.next += list.isReversed ? -1 : 1
    lists[lists.count - 1] = list
    return .number(number)
  }

  private struct TableRow {
    var cells: [String] = []
    /// Whether every cell so far is a header cell; nil before the first.
    var isHeader: Bool?
  }
}
