/// What the user asks the reader for, whatever key it is bound to: the reducer answers commands,
/// and ``KeyMap`` says which keys give them.
enum ReaderCommand: Hashable {
  case moveDown
  case moveUp
  case pageDown
  case pageUp
  case top
  case bottom
  case open
  case back
  case quit
  case openInBrowser
  case links
  case fetchPage
  case reload
  case reloadAll
  case nextUnread
  case toggleRead
  case toggleStar
  case markFeedRead
  case markAllRead
  case search
  /// `F`: type a filter, in newsboat's language, for the list of articles shown.
  case filter
  /// `Ctrl-F`: the list shown without its filter.
  case clearFilter
  case play
  case stop
  case redraw
  case help
  case errorLog
}
