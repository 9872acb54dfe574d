import Foundation

/// Which articles to choose: the one syntax tree behind newsboat's filter language (killfiles,
/// named filters, query feeds, `headlines --filter`) and the search box (`search`, `/`), so that
/// every choice of articles means the same wherever it is written and however it is spelt.
///
/// Read one with ``init(newsboat:)`` or ``searchBox(_:)``; ``matches(_:now:)`` is what it
/// means, in plain Swift over plain values, and whatever a store compiles the same tree to must
/// agree with it.
///
/// `and` and `or` are kept as the reader grouped them: newsboat reads them left to right with
/// equal precedence, so `a or b and c` is `.and(.or(a, b), c)`, and a compiler must keep that
/// grouping rather than its own language's.
public indirect enum ArticleFilter: Sendable, Hashable {
  /// An attribute compared with a value, as newsboat's language writes it.
  case comparison(FilterComparison)
  case and(ArticleFilter, ArticleFilter)
  case or(ArticleFilter, ArticleFilter)
  case not(ArticleFilter)
  /// A word of the full text (title, summary or body) as search finds words: whole, in any case
  /// and accent (``SearchText``).
  case word(String)
  /// Words that follow one another in the title, the summary or the body.
  case phrase([String])
  /// Published, or first stored when undated, at most this many seconds ago.
  case publishedWithin(seconds: Int)

  /// Whether any part of the filter reads `attribute`.
  public func reads(_ attribute: FilterAttribute) -> Bool {
    reads { $0 == attribute }
  }

  /// Whether any part of the filter reads an attribute for which `test` holds.
  public func reads(where test: (FilterAttribute) -> Bool) -> Bool {
    switch self {
    case .comparison(let comparison): test(comparison.attribute)
    case .and(let left, let right), .or(let left, let right):
      left.reads(where: test) || right.reads(where: test)
    case .not(let inner): inner.reads(where: test)
    case .word, .phrase: false
    case .publishedWithin: test(.age)
    }
  }

  /// Whether the filter's answer for an article can change while the article stays as stored:
  /// it reads a mark, an age or a feed's counts (``FilterAttribute/changesWithoutSaving``).
  public var changesWithoutSaving: Bool {
    reads(where: \.changesWithoutSaving)
  }

  /// The words and phrases that every chosen article must hold: the full-text terms the filter
  /// is a conjunction of at its top. A store looks these up in its index first, and ranks by
  /// them.
  public var requiredText: [ArticleFilter] {
    switch self {
    case .word, .phrase: [self]
    case .and(let left, let right): left.requiredText + right.requiredText
    default: []
    }
  }

  /// The filter without the terms of ``requiredText``: what is left to test once the index has
  /// found the articles that hold them; nil when nothing is.
  public var withoutRequiredText: ArticleFilter? {
    switch self {
    case .word, .phrase: return nil
    case .and(let left, let right):
      switch (left.withoutRequiredText, right.withoutRequiredText) {
      case (nil, nil): return nil
      case (let only?, nil), (nil, let only?): return only
      case (let left?, let right?): return .and(left, right)
      }
    default: return self
    }
  }
}
