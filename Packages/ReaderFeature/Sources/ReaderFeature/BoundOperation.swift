import ConfigurationCore

/// What a key bound in the configuration does: one of the reader's commands, or an operation
/// newsboat (or this reader's configuration) names that the reader does not carry out yet, which
/// the binding keeps so that the key says so rather than nothing.
enum BoundOperation: Hashable {
  case command(ReaderCommand)
  /// The operation's name as the configuration wrote it, such as `random-unread`.
  case unsupported(String)

  init(_ operation: ConfiguredOperation) {
    self = Self.commands[operation.name].map(BoundOperation.command) ?? .unsupported(operation.name)
  }

  /// newsboat's names for the reader's commands, and the names of the reader's own: the one
  /// table from a configuration's operations to what the reader does. newsboat's `quit` closes
  /// the page shown (and quits from the feeds), as `q` does here; `hard-quit` quits from anywhere.
  static let commands: [String: ReaderCommand] = [
    "up": .moveUp,
    "down": .moveDown,
    "pageup": .pageUp,
    "pagedown": .pageDown,
    "home": .top,
    "end": .bottom,
    "open": .open,
    "quit": .back,
    "hard-quit": .quit,
    "next-unread": .nextUnread,
    "prev-unread": .previousUnread,
    "toggle-show-read-feeds": .toggleShowReadFeeds,
    "next": .next,
    "prev": .previous,
    "next-feed": .nextFeed,
    "prev-feed": .previousFeed,
    "next-unread-feed": .nextUnreadFeed,
    "prev-unread-feed": .previousUnreadFeed,
    "toggle-article-read": .toggleRead,
    "mark-feed-read": .markFeedRead,
    "mark-all-feeds-read": .markAllRead,
    "open-in-browser": .openInBrowser,
    "open-in-browser-and-mark-read": .openInBrowserAndMarkRead,
    "open-all-unread-in-browser": .openAllUnread,
    "open-all-unread-in-browser-and-mark-read": .openAllUnreadAndMarkRead,
    "reload": .reload,
    "reload-all": .reloadAll,
    "show-urls": .links,
    // newsboat's goto-url asks for a link's number; the links list asks the same by listing them.
    "goto-url": .links,
    "one": .openLink(1),
    "two": .openLink(2),
    "three": .openLink(3),
    "four": .openLink(4),
    "five": .openLink(5),
    "six": .openLink(6),
    "seven": .openLink(7),
    "eight": .openLink(8),
    "nine": .openLink(9),
    "open-search": .search,
    "set-filter": .filter,
    "clear-filter": .clearFilter,
    "help": .help,
    "redraw": .redraw,
    "toggle-star": .toggleStar,
    "fetch-article": .fetchPage,
    "play": .play,
    "stop": .stop,
    "show-error-log": .errorLog,
  ]
}
