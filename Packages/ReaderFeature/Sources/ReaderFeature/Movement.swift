/// A command that moves the cursor or the text, the same on every screen: lines, pages, the ends.
enum Movement: Hashable {
  case lines(Int)
  case pages(Int)
  case top
  case bottom

  /// The movement `command` asks for, or nil for a command that does not move anything.
  init?(_ command: ReaderCommand) {
    switch command {
    case .moveDown: self = .lines(1)
    case .moveUp: self = .lines(-1)
    case .pageDown: self = .pages(1)
    case .pageUp: self = .pages(-1)
    case .top: self = .top
    case .bottom: self = .bottom
    default: return nil
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

extension ListPosition {
  /// Moves the cursor as `movement` says, in a list of `count` rows of which `height` show.
  mutating func move(_ movement: Movement, count: Int, height: Int) {
    switch movement {
    case .lines(let lines): move(by: lines, count: count, height: height)
    case .pages(let pages): page(by: pages, count: count, height: height)
    case .top: move(by: -selected, count: count, height: height)
    case .bottom: move(by: count, count: count, height: height)
    }
  }
}
