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
  case openInBrowserAndMarkRead
  case openAllUnread
  case openAllUnreadAndMarkRead
  case links
  /// Opens link N of the article, as its text and its links list number them.
  case openLink(Int)
  case fetchPage
  case reload
  case reloadAll
  case nextUnread
  case toggleShowReadFeeds
  case previousUnread
  /// The next article, read or not, from an article; the next row on a list.
  case next
  case previous
  case nextFeed
  case previousFeed
  case nextUnreadFeed
  case previousUnreadFeed
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
