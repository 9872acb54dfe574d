/// The articles the user never wants to see, from `ignore-article` lines, and whether they are
/// hidden when shown or never stored (`ignore-mode`).
public struct Killfile: Sendable, Hashable {
  /// `ignore-mode`: when the rules apply.
  public enum Mode: String, Sendable, Hashable, CaseIterable {
    /// Stored, but never shown nor counted.
    case display
    /// Never stored: an article a rule matches is dropped as it arrives, and, as an article
    /// retention dropped, not brought back while its feed still carries it.
    case download
  }

  public var rules: [IgnoreRule]
  public var mode: Mode

  public init(rules: [IgnoreRule] = [], mode: Mode = .display) {
    self.rules = rules
    self.mode = mode
  }

  /// The articles any rule ignores, as one filter; nil when there is no rule.
  public var filter: ArticleFilter? {
    guard let first = rules.first else { return nil }
    return rules.dropFirst().reduce(first.filter) { .or($0, $1.filter) }
  }
}

/// `ignore-article FEED EXPRESSION`: the articles of one feed, or of every feed, that a filter
/// chooses.
public struct IgnoreRule: Sendable, Hashable {
  /// The feed's address exactly as written, as newsboat compares it; nil for `"*"`, every feed.
  public var feed: String?
  public var expression: ArticleFilter

  public init(feed: String?, expression: ArticleFilter) {
    self.feed = feed
    self.expression = expression
  }

  /// The rule as one filter: `rssurl = "FEED" and (EXPRESSION)`, or the expression alone.
  public var filter: ArticleFilter {
    guard let feed else { return expression }
    return .and(.comparison(FilterComparison(.rssURL, .equal, .text(feed))), expression)
  }
}
