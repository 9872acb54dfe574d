import TerminalClient

/// A key that moves the cursor or the text, the same on every screen: lines, pages, the ends.
enum Movement: Hashable {
  case lines(Int)
  case pages(Int)
  case top
  case bottom

  /// The movement `key` means, or nil for a key that does not move anything.
  init?(_ key: Key) {
    switch key {
    case .character("j"), .down: self = .lines(1)
    case .character("k"), .up: self = .lines(-1)
    case .character(" "), .pageDown: self = .pages(1)
    case .character("b"), .pageUp: self = .pages(-1)
    case .character("g"), .home: self = .top
    case .character("G"), .end: self = .bottom
    default: return nil
    }
  }

  func apply(to position: inout ListPosition, count: Int, height: Int) {
    switch self {
    case .lines(let lines): position.move(by: lines, count: count, height: height)
    case .pages(let pages): position.page(by: pages, count: count, height: height)
    case .top: position.move(by: -position.selected, count: count, height: height)
    case .bottom: position.move(by: count, count: count, height: height)
    }
  }

  /// The first line to show after moving text that starts at `scroll`; the reducer stops it at
  /// the end of the text, which only it knows.
  func scrolled(_ scroll: Int, height: Int) -> Int {
    switch self {
    case .lines(let lines): scroll + lines
    case .pages(let pages): scroll + max(1, height) * pages
    case .top: 0
    case .bottom: Int.max / 2
    }
  }
}
