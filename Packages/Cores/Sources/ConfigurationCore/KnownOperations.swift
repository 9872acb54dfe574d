/// The operation names a key binding or a macro may use: newsboat's, as its manual and its
/// later releases list them, and the few this reader adds. A name in neither is a typo, reported
/// on its line.
///
/// Which of newsboat's the reader carries out is the reader's business: a binding to one it does
/// not is kept, and the reader says so when the key is pressed.
public enum KnownOperations {
  /// newsboat 2.21's operations, with `halfpageup` and `halfpagedown` (2.31), `goto-title`,
  /// `select-tag` and `open-in-browser-noninteractively` from later releases, and `set`, which
  /// macros and `bind` use to change a setting.
  public static let newsboat: Set<String> = [
    "open", "quit", "hard-quit", "reload", "reload-all", "mark-feed-read", "mark-all-feeds-read",
    "mark-all-above-as-read", "save", "save-all", "next-unread", "prev-unread", "next", "prev",
    "random-unread", "open-in-browser", "open-in-browser-and-mark-read",
    "open-in-browser-noninteractively", "open-all-unread-in-browser",
    "open-all-unread-in-browser-and-mark-read", "help", "toggle-source-view",
    "toggle-article-read", "toggle-show-read-feeds", "show-urls", "clear-tag", "set-tag",
    "select-tag", "open-search", "goto-url", "one", "two", "three", "four", "five", "six", "seven",
    "eight", "nine", "zero", "enqueue", "edit-urls", "reload-urls", "redraw", "cmdline",
    "set-filter", "select-filter", "clear-filter", "bookmark", "edit-flags", "next-unread-feed",
    "prev-unread-feed", "next-feed", "prev-feed", "delete-article", "delete-all-articles",
    "purge-deleted", "view-dialogs", "close-dialog", "next-dialog", "prev-dialog", "pipe-to",
    "sort", "rev-sort", "up", "down", "pageup", "pagedown", "halfpageup", "halfpagedown", "home",
    "end", "macro-prefix", "switch-focus", "goto-title", "set",
    // Podboat's, which share the file.
    "pb-download", "pb-cancel", "pb-play", "pb-mark-as-finished", "pb-delete", "pb-purge",
    "pb-toggle-download-all", "pb-increase-max-dls", "pb-decrease-max-dls",
  ]

  /// This reader's own: star an article, fetch its whole page (reader mode), play and stop its
  /// audio, show the log of the errors met since the reader opened, and
  /// `open-with COMMAND [terminal|background]`, which runs a command on the article's link as
  /// `browser` would (an opener chosen by a key rather than by the URL).
  public static let added: Set<String> = [
    "toggle-star", "fetch-article", "play", "stop", "show-error-log", "open-with",
  ]

  public static func contains(_ name: String) -> Bool {
    newsboat.contains(name) || added.contains(name)
  }
}
