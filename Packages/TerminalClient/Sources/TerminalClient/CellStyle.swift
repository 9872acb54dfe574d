/// How a cell is drawn: the few attributes every terminal has, so a screen looks the same in any.
public struct CellStyle: Sendable, Hashable {
  public var isBold: Bool
  public var isDim: Bool
  public var isReversed: Bool
  public var isUnderlined: Bool
  public var foreground: Color?

  public init(
    isBold: Bool = false, isDim: Bool = false, isReversed: Bool = false,
    isUnderlined: Bool = false, foreground: Color? = nil
  ) {
    self.isBold = isBold
    self.isDim = isDim
    self.isReversed = isReversed
    self.isUnderlined = isUnderlined
    self.foreground = foreground
  }

  public static let plain = CellStyle()
  public static let bold = CellStyle(isBold: true)
  public static let dim = CellStyle(isDim: true)
  public static let reversed = CellStyle(isReversed: true)

  /// The eight standard colours, which the user's terminal theme maps to its own.
  public enum Color: Sendable, Hashable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
  }
}
