/// A stretch of text the article stresses: `<strong>` and `<b>` drawn bold, `<em>`, `<i>`,
/// `<cite>` and `<dfn>` drawn italic, both where they nest.
///
/// Kept beside the text rather than in it, as marks are, so that search, `--json` and a plain
/// copy read the words alone, and emphasis never changes how a line wraps.
public struct RichTextEmphasis: Sendable, Hashable, Codable {
  /// Where the stretch is, in UTF-8 bytes: into a block's text for ``RichTextBlock/emphases``,
  /// into a line's text for ``RichTextLayout/Line/emphases``.
  public var range: Range<Int>
  public var style: Style

  public init(_ range: Range<Int>, _ style: Style) {
    self.range = range
    self.style = style
  }

  /// How the stretch is drawn; nested emphasis has both.
  public struct Style: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    public static let bold = Style(rawValue: 1)
    public static let italic = Style(rawValue: 2)
  }
}
