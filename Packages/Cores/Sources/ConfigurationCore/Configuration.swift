import Foundation

/// Everything a configuration file can set, in the app's own types, with newsboat's defaults
/// where newsboat has the setting: what the reader, the refresh and the commands read.
///
/// A value the file does not set is the default here, so a reader of this type never asks
/// whether something was set; ``LoadedConfiguration/origins`` says where each was, for
/// `config show` and for settings that another source may also give.
public struct Configuration: Sendable, Hashable {
  // MARK: Opening links and running commands

  /// `browser`: the command that opens an article's link; nil for the system's browser,
  /// `$BROWSER`, else `xdg-open`.
  public var browser: CommandTemplate?
  /// `opener`: rules that choose another command by the link's URL, first match first.
  public var openers: [Opener] = []
  /// `external-url-viewer`: a program `show-urls` pipes the article to, in place of the list.
  public var externalURLViewer: CommandTemplate?
  /// `player`: the program that plays an enclosure, in place of the built-in player.
  public var player: CommandTemplate?
  /// `bookmark-cmd`: the program `bookmark` runs with the URL, the title, a description and the
  /// feed's title.
  public var bookmarkCommand: CommandTemplate?
  /// `download-path`: where enclosures are saved.
  public var downloadPath = "~/"
  /// `save-path`: where `save` writes an article.
  public var savePath = "~/"

  // MARK: Keys, colours

  /// `bind-key`, `unbind-key`, `bind`: changes to the reader's keys, in order.
  public var keyBindings: [KeyBindingChange] = []
  /// `macro`: what the macro prefix and a key run, the last definition of a key winning.
  public var macros: [Macro] = []
  /// `color`: the style of each element the configuration styles.
  public var colors: [ColorElement: ColorStyle] = [:]
  /// `highlight`, in order: a later rule is drawn over an earlier one.
  public var highlights: [Highlight] = []
  /// `highlight-article`, in order.
  public var articleHighlights: [ArticleHighlight] = []

  // MARK: Reloading

  /// `auto-reload`: the reader refreshes every ``reloadTime`` minutes.
  public var autoReload = false
  /// `reload-time`: minutes between automatic refreshes, and between `watch`'s checks.
  public var reloadTime = 60
  /// `reload-threads`: how many feeds a refresh fetches at once; nil for as many as the transport
  /// allows (8), which is what this reader did before the setting, where newsboat's default is 1.
  public var reloadThreads: Int?
  /// `refresh-on-startup`: the reader refreshes every feed as it opens. On by default, as this
  /// reader always did; newsboat's default is off.
  public var refreshOnStartup = true
  /// `notify-program`: run after a refresh that brought new articles, with the message.
  public var notifyProgram: CommandTemplate?
  /// `notify-always`: run ``notifyProgram`` after every refresh, new articles or not.
  public var notifyAlways = false
  /// `notify-format`: the message, with `%n` unread articles, `%f` feeds with unread articles,
  /// `%d` new unread articles and `%D` feeds with new unread articles.
  public var notifyFormat = FormatString(
    "finished reload, %f unread feeds (%n unread articles total)")

  // MARK: Reading

  /// `text-width`: the widest an article's text is laid out; 0 for the terminal's width.
  public var textWidth = 0
  /// `show-read-feeds`: feeds without unread articles are listed.
  public var showReadFeeds = true
  /// `show-read-articles`: read articles are listed.
  public var showReadArticles = true
  /// `confirm-exit`: quitting asks first.
  public var confirmExit = false
  /// `confirm-mark-all-feeds-read`: marking every feed read asks first.
  public var confirmMarkAllFeedsRead = true
  /// `articlelist-format`: a row of the article list; nil for this reader's own columns, which
  /// size the feed's column to the screen (newsboat's default is
  /// ``newsboatArticleListFormat``).
  public var articleListFormat: FormatString?
  /// `feedlist-format`: a row of the feed list; nil for this reader's own columns, which line the
  /// counts up (newsboat's default is ``newsboatFeedListFormat``).
  public var feedListFormat: FormatString?
  /// `datetime-format`: an article's date in the list, in strftime(3)'s notation.
  public var dateTimeFormat = "%b %d"

  // MARK: Keeping articles

  /// `max-items`: how many of each feed's newest articles are kept; 0 keeps them all. Unread
  /// articles are always kept.
  public var maxItems = 0
  /// `keep-articles-days`: how many days an article is kept after it was first stored; 0 keeps
  /// it for ever. Unread articles are always kept.
  public var keepArticlesDays = 0

  // MARK: This app's own, once settings.json's

  /// `headline-limit`: how many headlines `headlines` shows without `--limit`.
  public var headlineLimit = 30
  /// `bulletin-feed`: the feed `listen` takes its bulletin from; nil for the built-in one.
  public var bulletinFeed: URL?
  /// `volume`: the player's volume, 0 to 1.
  public var volume = 1.0
  /// `audio-device`: the ALSA device the player plays on.
  public var audioDevice = "default"

  public init() {}

  /// newsboat's `articlelist-format` when its file sets none.
  public static let newsboatArticleListFormat = FormatString("%4i %f %D %6L  %?T?|%-17T|  ?%t")
  /// newsboat's `feedlist-format` when its file sets none.
  public static let newsboatFeedListFormat = FormatString("%4i %n %11u %t")

  /// The commands that open links, which the reader is given.
  public var linkOpeners: LinkOpeners { LinkOpeners(browser: browser, openers: openers) }
}
