/// Where the cursor is in a list and which line the screen starts at.
///
/// Kept apart from what is listed, so that every list moves alike and a reload can keep the
/// cursor where it was.
public struct ListPosition: Sendable, Hashable {
  public var selected: Int
  /// The first line shown.
  public var top: Int

  public init(selected: Int = 0, top: Int = 0) {
    self.selected = selected
    self.top = top
  }

  /// The first line to show when the screen has only `height` lines, fewer than the list was
  /// scrolled for (while a long failure takes the bottom rows): the cursor stays in view.
  func top(showing height: Int) -> Int {
    max(top, selected - max(1, height) + 1)
  }

  /// Moves the cursor by `offset` lines, stopping at either end.
  mutating func move(by offset: Int, count: Int, height: Int) {
    selected += offset
    clamp(count: count, height: height)
  }

  /// Moves the cursor a screenful and the screen with it, as a pager does.
  mutating func page(by pages: Int, count: Int, height: Int) {
    let step = max(1, height) * pages
    selected += step
    top += step
    clamp(count: count, height: height)
  }

  /// Keeps the cursor inside the list and on the screen, and the screen as full as the list
  /// allows, after any move, load or resize.
  mutating func clamp(count: Int, height: Int) {
    let height = max(1, height)
    selected = min(max(0, selected), max(0, count - 1))
    top = min(max(0, top), max(0, count - height))
    if selected < top { top = selected }
    if selected >= top + height { top = selected - height + 1 }
  }
}
