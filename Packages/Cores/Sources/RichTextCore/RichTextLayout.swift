/// A body laid out as lines of at most a given number of columns, for a reader in a terminal,
/// as newsboat lays out an article.
///
/// - Paragraphs are wrapped, with one blank line between blocks; the items of a list follow one
///   another without one.
/// - Headings stand on their own lines, flagged ``Style/heading`` for the reader to draw bold.
/// - Bold and italic words keep their emphasis wherever the lines break (``Line/emphases``).
/// - List items start with "* " or their number ("1. "), indented two columns a level, and their
///   wrapped lines hang under the text, not the marker.
/// - A description (`<dd>`) is indented four columns under its term, its wrapped lines too.
/// - Preformatted text keeps every line as it is; a line longer than the width is wrapped where
///   the width ends, character by character, never joined with the next.
/// - Block quotes put "│ " before every line, once a level.
/// - A table whose columns fit the width is drawn as aligned columns, two spaces apart, its header
///   rows flagged as headings; one that does not fit shows each row as its cells joined by " | ",
///   wrapped, with the row's later lines indented two columns.
/// - A rule is a line of "─" across the width.
/// - A link is followed by its number, "[3]", and an image is shown as "[image: alt]", followed by
///   its source's number when it has one. After the body, "Links:" lists every number with its
///   address, and "(image)" after an image's source.
///
/// Widths are TextCore's `TerminalWidth`, the columns the terminal advances, so CJK, emoji and
/// flags wrap where the terminal would need them to. A line is wider than the width only where the
/// width leaves no room beside the indentation, or for a single character wider than the room.
///
/// Every line carries an ``Anchor``, a place in the body's text rather than a line number, so
/// that a reader keeps its place across a resize with ``line(for:)``.
public struct RichTextLayout: Sendable, Hashable {
  /// The body laid out, kept so that it can be laid out again at another width.
  public let body: RichText
  /// The columns the lines were laid out to.
  public let width: Int
  /// The lines, top to bottom, the "Links:" section last.
  public let lines: [Line]

  /// Lays `body` out to `width` columns (at least one).
  public init(_ body: RichText, width: Int) {
    self.body = body
    self.width = max(1, width)
    var builder = RichTextLayoutBuilder(body: body, width: self.width)
    builder.build()
    lines = builder.lines
  }

  /// The body laid out to `width` columns: this layout itself when it already is, so that a
  /// reader that keeps a layout lays its body out again only when the width changes.
  public func fitted(toWidth width: Int) -> RichTextLayout {
    max(1, width) == self.width ? self : RichTextLayout(body, width: width)
  }

  /// The index of the line that holds `anchor`: the last line whose anchor is at or before it
  /// (the first of them, where several lines share it), or 0 when there is none.
  ///
  /// A reader keeps the anchor of its top line; after a resize it lays the body out again and
  /// scrolls to this line, which shows the same text, however differently it is wrapped.
  public func line(for anchor: Anchor) -> Int {
    var low = 0
    var high = lines.count
    // Anchors never shrink from line to line: find the first line after `anchor`.
    while low < high {
      let middle = (low + high) / 2
      if lines[middle].anchor <= anchor { low = middle + 1 } else { high = middle }
    }
    var found = max(0, low - 1)
    while found > 0, lines[found - 1].anchor == lines[found].anchor { found -= 1 }
    return found
  }

  /// One line of the layout.
  public struct Line: Sendable, Hashable {
    /// What to draw, its indentation, quote bars and list marker included.
    public var text: String
    public var style: Style
    /// Where the line starts in the body.
    public var anchor: Anchor
    /// The stretches of ``text`` to draw bold or italic over the line's style, in order and
    /// apart, in UTF-8 bytes into ``text``: the reader cuts the text where they start and end and
    /// measures nothing again.
    public var emphases: [RichTextEmphasis]

    public init(text: String, style: Style, anchor: Anchor, emphases: [RichTextEmphasis] = []) {
      self.text = text
      self.style = style
      self.anchor = anchor
      self.emphases = emphases
    }
  }

  /// What a line holds, for the reader to draw it accordingly.
  public enum Style: Sendable, Hashable {
    case plain
    /// A heading, or a table's header row: drawn bold.
    case heading
    /// Preformatted text.
    case code
    /// Text within a block quote (a heading or code in a quote keeps its own style).
    case quote
    /// The "Links:" section after the body.
    case links
  }

  /// A place in the body that a line starts at, which stays the same at every width.
  ///
  /// The anchors of a layout's lines grow from each line to the next, so a place found in one
  /// layout is found in any other of the same body. Only the lines of a mark too long for one line,
  /// such as an image's long alternative text, share one: the place the mark stands at.
  public struct Anchor: Sendable, Hashable, Comparable {
    /// The index of the block in ``RichText/blocks``; the count of blocks for the "Links:"
    /// section.
    public var block: Int
    /// Where the line's first character is, in UTF-8 bytes into the block's text (the places of
    /// "[3]" and the like count as the place they stand at). Into a table row's cells joined by
    /// " | ", for a row; into the "Links:" section's text, for that section. A blank line after
    /// a block is anchored just past the block's last line.
    public var offset: Int

    public init(block: Int, offset: Int) {
      self.block = block
      self.offset = offset
    }

    public static func < (left: Anchor, right: Anchor) -> Bool {
      (left.block, left.offset) < (right.block, right.offset)
    }
  }
}
