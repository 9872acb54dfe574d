/// `highlight TARGET REGEX FOREGROUND [BACKGROUND [ATTRIBUTE…]]`: text matching a POSIX extended
/// regular expression, case-insensitively as newsboat matches it, drawn in a style, in the feed
/// list, the article list, the article, or all three.
public struct Highlight: Sendable, Hashable {
  public enum Target: String, Sendable, Hashable, CaseIterable {
    case all, feedlist, articlelist, article
  }

  public var target: Target
  public var pattern: String
  public var style: ColorStyle

  public init(target: Target, pattern: String, style: ColorStyle) {
    self.target = target
    self.pattern = pattern
    self.style = style
  }
}

/// `highlight-article FILTER FOREGROUND BACKGROUND [ATTRIBUTE…]`: articles of the article list
/// that match a filter expression, in a style. The expression is kept as written; the reader
/// compiles it in newsboat's filter language.
public struct ArticleHighlight: Sendable, Hashable {
  public var filter: String
  public var style: ColorStyle

  public init(filter: String, style: ColorStyle) {
    self.filter = filter
    self.style = style
  }
}
