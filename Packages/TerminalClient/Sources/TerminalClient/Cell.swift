/// One character cell of the terminal.
public struct Cell: Sendable, Hashable {
  /// What the cell shows; nil for the right half of a character two cells wide, which the cell
  /// to its left draws.
  public var character: Character?
  public var style: CellStyle

  public init(_ character: Character?, style: CellStyle = .plain) {
    self.character = character
    self.style = style
  }

  public static let blank = Cell(" ")
}
