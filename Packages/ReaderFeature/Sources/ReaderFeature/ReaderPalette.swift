import ConfigurationCore
import TerminalClient

/// The styles the reader draws its parts in: newsboat's `color` elements from the configuration
/// and, for each element it leaves out, this reader's own look in the terminal's colours (unread
/// rows bold, the cursor's row and the bars reversed).
///
/// An unread element left out takes its read counterpart's style in bold, so that unread rows
/// stay apart from read ones whatever the configuration styles; `title` left out takes `info`'s.
/// `background` colours last whatever is drawn in the terminal's own colours (`default`, or
/// nothing configured), so that one line colours the whole screen.
struct ReaderPalette: Sendable, Hashable {
  var background = CellStyle.plain
  var listNormal = CellStyle.plain
  var listNormalUnread = CellStyle.bold
  var listFocus = CellStyle.reversed
  var listFocusUnread = CellStyle(isBold: true, isReversed: true)
  var info = CellStyle.reversed
  var title = CellStyle.reversed
  var article = CellStyle.plain

  init(_ colors: [ColorElement: ColorStyle] = [:]) {
    func configured(_ element: ColorElement) -> CellStyle? { colors[element].map(CellStyle.init) }
    func emboldened(_ style: CellStyle) -> CellStyle {
      var style = style
      style.isBold = true
      return style
    }
    background = configured(.background) ?? background
    listNormal = configured(.listnormal) ?? listNormal
    listNormalUnread =
      configured(.listnormalUnread) ?? configured(.listnormal).map(emboldened) ?? listNormalUnread
    listFocus = configured(.listfocus) ?? listFocus
    listFocusUnread =
      configured(.listfocusUnread) ?? configured(.listfocus).map(emboldened) ?? listFocusUnread
    info = configured(.info) ?? info
    title = configured(.title) ?? info
    article = configured(.article) ?? article
  }

  /// A row of a list: of feeds (unread when it has unread articles), articles or links.
  func row(isUnread: Bool, isFocused: Bool) -> CellStyle {
    switch (isUnread, isFocused) {
    case (false, false): listNormal
    case (true, false): listNormalUnread
    case (false, true): listFocus
    case (true, true): listFocusUnread
    }
  }
}
