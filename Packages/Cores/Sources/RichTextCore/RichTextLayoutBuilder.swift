import TextCore

/// Lays a body out block after block, as ``RichTextLayout`` describes.
struct RichTextLayoutBuilder {
  typealias Line = RichTextLayout.Line
  typealias Anchor = RichTextLayout.Anchor

  let body: RichText
  let width: Int
  private(set) var lines: [Line] = []
  /// The block laid out last, to separate the next from it.
  private var previous: RichTextBlock?

  init(body: RichText, width: Int) {
    self.body = body
    self.width = width
  }

  mutating func build() {
    let blocks = body.blocks
    var index = 0
    while index < blocks.count {
      let block = blocks[index]
      switch block.kind {
      case .tableRow:
        var end = index + 1
        while end < blocks.count, case .tableRow = blocks[end].kind,
          blocks[end].quoteDepth == block.quoteDepth
        {
          end += 1
        }
        layTable(index..<end)
        index = end
        continue
      case .rule:
        separate(from: block)
        let bars = Self.quoteBars(block.quoteDepth)
        let rule = String(repeating: "─", count: max(1, width - bars.terminalWidth))
        append(bars + rule, block: block, style: .plain, anchor: Anchor(block: index, offset: 0))
      case .paragraph, .heading, .listItem, .preformatted, .description:
        guard !block.text.isEmpty || !block.marks.isEmpty else {
          index += 1
          continue
        }
        separate(from: block)
        layText(of: block, at: index)
      }
      previous = block
      index += 1
    }
    layLinks()
  }

  // MARK: Blocks

  /// A paragraph, a heading, a list item, a description or preformatted text.
  private mutating func layText(of block: RichTextBlock, at index: Int) {
    let marked = MarkedText(block)
    let bars = Self.quoteBars(block.quoteDepth)
    var first = bars
    var hanging = bars
    var style = RichTextLayout.Style.plain
    switch block.kind {
    case .heading:
      style = .heading
    case .preformatted:
      style = .code
    case .description:
      first += Self.descriptionIndent
      hanging += Self.descriptionIndent
    case .listItem(let depth, let marker):
      let indent = String(repeating: " ", count: 2 * max(0, depth - 1))
      let written: String
      switch marker {
      case .bullet: written = "* "
      case .number(let number): written = "\(number). "
      }
      first += indent + written
      hanging += indent + String(repeating: " ", count: written.terminalWidth)
    default:
      break
    }
    let room = width - first.terminalWidth
    let pieces: [Substring]
    if case .preformatted = block.kind {
      pieces = Self.cut(marked.shown, toWidth: room)
    } else {
      pieces = marked.shown.wrapped(toWidth: room)
    }
    var emphases = marked.emphases[...]
    for (number, piece) in pieces.enumerated() {
      let shownOffset = marked.shown.utf8.distance(
        from: marked.shown.startIndex, to: piece.startIndex)
      let lead = number == 0 ? first : hanging
      var lineEmphases: [RichTextEmphasis] = []
      if !emphases.isEmpty {
        let shownEnd = shownOffset + piece.utf8.count
        let shift = lead.utf8.count - shownOffset
        // A stretch that a line break cuts goes on in the next line; the space where the line
        // breaks belongs to neither.
        while let stretch = emphases.first, stretch.range.lowerBound < shownEnd {
          let lower = max(stretch.range.lowerBound, shownOffset)
          let upper = min(stretch.range.upperBound, shownEnd)
          if lower < upper {
            lineEmphases.append(RichTextEmphasis((lower + shift)..<(upper + shift), stretch.style))
          }
          guard stretch.range.upperBound <= shownEnd else { break }
          emphases.removeFirst()
        }
      }
      append(
        lead + piece, block: block, style: style,
        anchor: Anchor(block: index, offset: marked.offset(ofShown: shownOffset)),
        emphases: lineEmphases)
    }
  }

  /// Consecutive table rows: aligned columns when they fit, else each row's cells joined by
  /// " | " and wrapped.
  private mutating func layTable(_ rows: Range<Int>) {
    let blocks = body.blocks
    let cells = rows.map { row in
      blocks[row].cells.map { TerminalText.sanitized($0) }
    }
    guard cells.contains(where: { $0.contains { !$0.isEmpty } }) else { return }
    let first = blocks[rows.lowerBound]
    separate(from: first)
    let bars = Self.quoteBars(first.quoteDepth)
    let room = width - bars.terminalWidth
    let columns = cells.map(\.count).max() ?? 0
    let columnWidths = (0..<columns).map { column in
      cells.map { column < $0.count ? $0[column].terminalWidth : 0 }.max() ?? 0
    }
    let fits = columnWidths.reduce(0, +) + 2 * (columns - 1) <= room
    for (row, rowCells) in zip(rows, cells) where rowCells.contains(where: { !$0.isEmpty }) {
      let block = blocks[row]
      var style = RichTextLayout.Style.plain
      if case .tableRow(isHeader: true) = block.kind { style = .heading }
      if fits {
        let padded = rowCells.enumerated().map { column, cell in
          column == rowCells.count - 1 ? cell : cell.padded(toWidth: columnWidths[column])
        }
        append(
          bars + padded.joined(separator: "  "), block: block, style: style,
          anchor: Anchor(block: row, offset: 0))
      } else {
        let joined = rowCells.joined(separator: " | ")
        for (number, piece) in joined.wrapped(toWidth: room - 2, firstLineWidth: room).enumerated()
        {
          append(
            bars + (number == 0 ? "" : "  ") + piece, block: block, style: style,
            anchor: Anchor(
              block: row,
              offset: joined.utf8.distance(from: joined.startIndex, to: piece.startIndex)
            ))
        }
      }
      previous = block
    }
  }

  /// "Links:" and every link's number and address, after the body.
  private mutating func layLinks() {
    guard !body.links.isEmpty else { return }
    var section = "Links:"
    for (index, link) in body.links.enumerated() {
      section += "\n[\(index + 1)]: " + TerminalText.sanitized(link.address)
      if link.kind == .image { section += " (image)" }
    }
    separate(from: RichTextBlock(.paragraph))
    for entry in section.split(separator: "\n") {
      let label = entry.prefix { $0 != " " }
      let hanging = String(repeating: " ", count: label.terminalWidth + 1)
      let pieces = entry.wrapped(toWidth: width - hanging.count, firstLineWidth: width)
      for (number, piece) in pieces.enumerated() {
        let offset = section.utf8.distance(from: section.startIndex, to: piece.startIndex)
        lines.append(
          Line(
            text: (number == 0 ? "" : hanging) + piece, style: .links,
            anchor: Anchor(block: body.blocks.count, offset: offset)))
      }
    }
  }

  // MARK: Lines

  /// A blank line between the block laid out last and `next`, unless both are items of a list;
  /// it keeps the quote bars the two blocks share.
  private mutating func separate(from next: RichTextBlock) {
    guard let previous, let last = lines.last else { return }
    if case .listItem = previous.kind, case .listItem = next.kind { return }
    let depth = min(previous.quoteDepth, next.quoteDepth)
    let bars = String(Self.quoteBars(depth).dropLast())
    lines.append(
      Line(
        text: bars, style: depth > 0 ? .quote : .plain,
        anchor: Anchor(block: last.anchor.block, offset: last.anchor.offset + 1)))
  }

  private mutating func append(
    _ text: some StringProtocol, block: RichTextBlock, style: RichTextLayout.Style, anchor: Anchor,
    emphases: [RichTextEmphasis] = []
  ) {
    let style = style == .plain && block.quoteDepth > 0 ? .quote : style
    lines.append(Line(text: String(text), style: style, anchor: anchor, emphases: emphases))
  }

  /// How far a description stands in from its term: four columns, as a browser's 40 pixels.
  static let descriptionIndent = "    "

  /// "│ " once for each quote around a block.
  private static func quoteBars(_ depth: Int) -> String {
    String(repeating: "│ ", count: max(0, depth))
  }

  /// Preformatted text line for line, each line longer than `width` cut into pieces that fit,
  /// spaces and all.
  private static func cut(_ text: String, toWidth width: Int) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      $0.cut(toWidth: max(1, width))
    }
  }
}
