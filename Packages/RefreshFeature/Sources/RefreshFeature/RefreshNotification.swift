import ArticleStoreClient
import ConfigurationCore
import Dependencies

/// newsboat's `notify-program`, `notify-format` and `notify-always`: a program told, after a
/// refresh that brought new articles, how many there are.
///
/// The program is given one argument, the message, as newsboat gives it; it runs beside the
/// caller with no terminal (``ExternalCommand``), through the terminal client's runner, so the
/// message, which counts only, and the program's path are never shell text.
public struct RefreshNotification: Sendable, Hashable {
  public var program: CommandTemplate
  /// The message, with `%n` the unread articles, `%f` the feeds with unread articles, `%d` the
  /// new unread articles this refresh brought and `%D` the feeds they are in.
  public var format: FormatString
  /// Notifies after every refresh, new articles or not.
  public var always: Bool

  public init(program: CommandTemplate, format: FormatString, always: Bool = false) {
    self.program = program
    self.format = format
    self.always = always
  }

  /// The message after a refresh that left the store with `after` and brought `newArticles`, the
  /// store having held `before`; nil when there is nothing to tell and the notification is not
  /// made always.
  func message(before: [FeedCounts], after: [FeedCounts], newArticles: Int) -> String? {
    guard newArticles > 0 || always else { return nil }
    let unreadBefore = Dictionary(before.map { ($0.feed, $0.unread) }, uniquingKeysWith: +)
    let feedsWithNew = after.filter { $0.unread > unreadBefore[$0.feed, default: 0] }.count
    return format.formatted([
      "n": String(after.map(\.unread).reduce(0, +)),
      "f": String(after.filter { $0.unread > 0 }.count),
      "d": String(newArticles),
      "D": String(feedsWithNew),
    ])
  }
}

extension DependencyValues {
  /// The notification the configuration asks for after a refresh, nil for none; the app sets it
  /// from the configuration it reads once.
  public var refreshNotification: RefreshNotification? {
    get { self[RefreshNotificationKey.self] }
    set { self[RefreshNotificationKey.self] = newValue }
  }
}

private enum RefreshNotificationKey: DependencyKey {
  static let liveValue: RefreshNotification? = nil
  static let testValue: RefreshNotification? = nil
}
