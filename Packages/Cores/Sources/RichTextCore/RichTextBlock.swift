/// One block of a body: a paragraph, a heading, a list item, a preformatted run, a rule or a
/// table row.
///
/// Blocks are flat rather than nested. Nesting that matters for reading (a list inside a list, a
/// quote inside a quote) is kept as a depth, which is all that indentation needs, and a flat list
/// gives every block a stable index that a reading position can be anchored to across resizes.
public struct RichTextBlock: Sendable, Hashable, Codable {
  public var kind: Kind
  /// The block's text, without markup and without the marks: "[3]" or "[image: a cat]" are not in
  /// it, so that search and `--json` read clean prose, and the reader inserts them where ``marks``
  /// say. Line breaks appear only where the source had an explicit break (`<br>`), and in
  /// preformatted text, where every line is kept.
  public var text: String
  /// The cells of a table row, each one plain text; empty for other kinds.
  public var cells: [String]
  /// Links and images within ``text``, in order of their offsets.
  public var marks: [RichTextMark]
  /// The stretches of ``text`` drawn bold or italic, in order and apart, each with every style
  /// it has: bold text with an italic word inside is three stretches, the middle one both.
  public var emphases: [RichTextEmphasis]
  /// How many block quotes enclose this block: 0 outside any quote.
  public var quoteDepth: Int

  public init(
    _ kind: Kind, text: String = "", cells: [String] = [], marks: [RichTextMark] = [],
    emphases: [RichTextEmphasis] = [], quoteDepth: Int = 0
  ) {
    self.kind = kind
    self.text = text
    self.cells = cells
    self.marks = marks
    self.emphases = emphases
    self.quoteDepth = quoteDepth
  }

  public enum Kind: Sendable, Hashable, Codable {
    case paragraph
    /// `<h1>` to `<h6>`.
    case heading(level: Int)
    /// A list item at `depth` (1 for a top-level list), with the marker it is shown with.
    case listItem(depth: Int, marker: ListMarker)
    /// Text kept line for line and never wrapped or collapsed: `<pre>` and code blocks.
    case preformatted
    /// The description of a term in a description list, `<dd>`, indented under the term, which
    /// is the block before it.
    case description
    /// A horizontal rule, `<hr>`.
    case rule
    /// A row of a table; consecutive rows form one table. `isHeader` for a row of `<th>` cells.
    case tableRow(isHeader: Bool)
  }

  public enum ListMarker: Sendable, Hashable, Codable {
    /// An item of an unordered list, shown with a bullet.
    case bullet
    /// An item of an ordered list, shown with its number ("1.").
    case number(Int)
  }
}

extension RichTextBlock {
  private enum CodingKeys: String, CodingKey {
    case kind, text, cells, marks, emphases, quoteDepth
  }

  /// Reads a block as the store keeps it. Bodies stored before emphasis was kept have no
  /// `emphases`, and read as plain text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decode(Kind.self, forKey: .kind)
    text = try container.decode(String.self, forKey: .text)
    cells = try container.decode([String].self, forKey: .cells)
    marks = try container.decode([RichTextMark].self, forKey: .marks)
    emphases = try container.decodeIfPresent([RichTextEmphasis].self, forKey: .emphases) ?? []
    quoteDepth = try container.decode(Int.self, forKey: .quoteDepth)
  }

  /// Writes `emphases` only when there are some, so that a block without emphasis is stored as
  /// it always was.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(text, forKey: .text)
    try container.encode(cells, forKey: .cells)
    try container.encode(marks, forKey: .marks)
    if !emphases.isEmpty { try container.encode(emphases, forKey: .emphases) }
    try container.encode(quoteDepth, forKey: .quoteDepth)
  }
}
