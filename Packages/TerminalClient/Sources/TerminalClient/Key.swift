/// A key as the user meant it, whatever bytes the terminal sent for it.
public enum Key: Sendable, Hashable {
  /// Text typed, one character at a time, in any script: `j`, `?`, `é`, `漢`.
  case character(Character)
  /// A letter pressed with Ctrl, as its lower-case letter: Ctrl-L is `.control("l")`.
  case control(Character)
  case enter
  case escape
  case tab
  case backspace
  case delete
  case up
  case down
  case left
  case right
  case pageUp
  case pageDown
  case home
  case end
}
