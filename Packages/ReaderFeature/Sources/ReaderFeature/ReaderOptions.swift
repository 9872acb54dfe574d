import ArticleStoreClient
import ConfigurationCore
import Foundation

/// How the reader starts, from the app's command line.
public struct ReaderOptions: Sendable, Hashable {
  /// Opens this feed's articles first, with the list of feeds behind it for `q`.
  public var feed: URL?
  /// Lists only unread articles, and only feeds that have some, as newsboat's
  /// `show-read-feeds no` and `show-read-articles no` do; `l` shows the feeds again
  /// (``ReaderState/hidesReadFeeds``).
  public var unreadOnly: Bool
  /// Refreshes every subscription as the reader opens, in the background.
  public var refreshesOnStart: Bool
  /// What the store keeps, applied after every refresh as the app applies its settings' retention
  /// after a refresh of headlines; nil keeps everything.
  public var retention: RetentionPolicy?
  /// What the app found wrong as it started, one sentence each, such as a line of the
  /// configuration file that was skipped (`FILE:LINE: …`): the reader shows them on its status
  /// line as it opens, until the first key, since anything printed before its screen opens is
  /// seen only after it quits. The line has room for the first only, so the app prints them all
  /// again once the reader has quit.
  public var startupWarnings: [String]
  /// The configuration's `color` lines, by element: what the screen draws each part in.
  public var colors: [ColorElement: ColorStyle]
  /// The configuration's `bind-key`, `unbind-key` and `bind` lines, in order: the reader builds
  /// its key map from them once, as it starts.
  public var keyBindings: [KeyBindingChange]

  public init(
    feed: URL? = nil, unreadOnly: Bool = false, refreshesOnStart: Bool = false,
    retention: RetentionPolicy? = nil, startupWarnings: [String] = [],
    colors: [ColorElement: ColorStyle] = [:], keyBindings: [KeyBindingChange] = []
  ) {
    self.feed = feed
    self.unreadOnly = unreadOnly
    self.refreshesOnStart = refreshesOnStart
    self.retention = retention
    self.startupWarnings = startupWarnings
    self.colors = colors
    self.keyBindings = keyBindings
  }
}
