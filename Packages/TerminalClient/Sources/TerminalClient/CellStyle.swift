/// How a cell is drawn: the attributes and colours every terminal in use has, so that a screen
/// looks the same in any.
public struct CellStyle: Sendable, Hashable {
  public var isBold: Bool
  public var isDim: Bool
  /// Slanted, for an article's emphasis; a terminal without italics draws the text upright.
  public var isItalic: Bool
  public var isReversed: Bool
  public var isUnderlined: Bool
  public var isBlinking: Bool
  /// The text's colour; nil for the terminal's own.
  public var foreground: Color?
  /// The cell's colour behind the text; nil for the terminal's own.
  public var background: Color?

  public init(
    isBold: Bool = false, isDim: Bool = false, isItalic: Bool = false, isReversed: Bool = false,
    isUnderlined: Bool = false, isBlinking: Bool = false, foreground: Color? = nil,
    background: Color? = nil
  ) {
    self.isBold = isBold
    self.isDim = isDim
    self.isItalic = isItalic
    self.isReversed = isReversed
    self.isUnderlined = isUnderlined
    self.isBlinking = isBlinking
    self.foreground = foreground
    self.background = background
  }

  public static let plain = CellStyle()
  public static let bold = CellStyle(isBold: true)
  public static let dim = CellStyle(isDim: true)
  public static let reversed = CellStyle(isReversed: true)

  /// The eight standard colours, which the user's terminal theme maps to its own, and the 256 of
  /// the palette by number, as a user's configuration names them (`color0` to `color255`; the
  /// first eight are the standard ones).
  public enum Color: Sendable, Hashable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case indexed(UInt8)
  }
}
