import Foundation

extension ArticleFilter {
  /// Whether the filter chooses `article` at `now`: the reference meaning of every filter, which
  /// the in-memory store answers by and the live store's SQL is tested against.
  public func matches(_ article: FilterableArticle, now: Date) -> Bool {
    switch self {
    case .comparison(let comparison):
      return comparison.matches(article, now: now)
    case .and(let left, let right):
      return left.matches(article, now: now) && right.matches(article, now: now)
    case .or(let left, let right):
      return left.matches(article, now: now) || right.matches(article, now: now)
    case .not(let inner):
      return !inner.matches(article, now: now)
    case .word(let word):
      return FullText(article).contains(word: word)
    case .phrase(let words):
      return FullText(article).contains(phrase: words)
    case .publishedWithin(let seconds):
      return article.date.timeIntervalSinceReferenceDate
        >= now.timeIntervalSinceReferenceDate - Double(seconds)
    }
  }
}

extension FilterComparison {
  /// Whether `article` holds this comparison at `now`.
  public func matches(_ article: FilterableArticle, now: Date) -> Bool {
    if let positive = comparator.negated {
      return !FilterComparison(attribute, positive, operand).matches(article, now: now)
    }
    switch comparator {
    case .equal:
      return article.text(of: attribute, now: now) == operand.text
    case .matches:
      return operand.pattern.matches(article.text(of: attribute, now: now))
    case .contains:
      if attribute == .tags { return article.tags.contains(operand.text) }
      return Self.words(of: article.text(of: attribute, now: now)).contains(operand.text)
    case .less, .greater, .lessOrEqual, .greaterOrEqual:
      let order: (Double, Double)
      if attribute.kind == .date, case .date(let date) = operand {
        order = (article.date.timeIntervalSinceReferenceDate, date.timeIntervalSinceReferenceDate)
      } else {
        order = (Double(article.number(of: attribute, now: now)), Double(operand.number))
      }
      switch comparator {
      case .less: return order.0 < order.1
      case .greater: return order.0 > order.1
      case .lessOrEqual: return order.0 <= order.1
      default: return order.0 >= order.1
      }
    case .between:
      return operand.range.contains(article.number(of: attribute, now: now))
    case .notEqual, .notMatches, .notContains:
      // Answered by the positive comparison above.
      return false
    }
  }

  /// A value's words as `#` reads them, newsboat's way: the text split at spaces, empty pieces
  /// dropped.
  static func words(of text: String) -> [String] {
    text.split(separator: " ").map(String.init)
  }
}

extension FilterOperand {
  /// The operand as text: what `=` and `#` compare with.
  public var text: String {
    switch self {
    case .text(let text): text
    case .number(let number): String(number)
    case .date(let date): FilterableArticle.dateText(date)
    case .range(let range): "\(range.lowerBound):\(range.upperBound)"
    case .pattern(let regex): regex.pattern
    }
  }

  /// The operand as a number: what `<` and `>` compare with.
  public var number: Int {
    switch self {
    case .number(let number): number
    case .range(let range): range.lowerBound
    default: FilterComparison.leadingNumber(text)
    }
  }

  /// The operand as a range: what `between` compares with.
  public var range: ClosedRange<Int> {
    switch self {
    case .range(let range): range
    default: number...number
    }
  }

  /// The operand as a regular expression: what `=~` matches.
  public var pattern: ExtendedRegex {
    switch self {
    case .pattern(let regex): regex
    default: ExtendedRegex(literal: text)
    }
  }
}

/// An article's title, summary and body as the full-text index reads them: each a column of its
/// own, so that a phrase never runs from one into the next.
private struct FullText {
  let columns: [String]

  init(_ article: FilterableArticle) {
    columns = [article.title, article.summary, article.body]
  }

  /// Whether a column holds `word` as search finds it: a whole word in any case and accent, or,
  /// for a word of a script written without spaces, anywhere inside the text as written.
  func contains(word: String) -> Bool {
    if SearchText.isUnspaced(word) {
      return columns.contains { $0.contains(word) }
    }
    let folded = SearchText.folded(word)
    return columns.contains { column in
      SearchText.words(in: column).contains { SearchText.folded($0) == folded }
    }
  }

  /// Whether a column holds `words` one after another, each in any case and accent.
  func contains(phrase words: [String]) -> Bool {
    let folded = words.map(SearchText.folded)
    return columns.contains { column in
      Self.holds(folded, in: SearchText.words(in: column).map(SearchText.folded))
    }
  }

  /// Whether `phrase` is a run of `words`.
  static func holds(_ phrase: [String], in words: [String]) -> Bool {
    guard !phrase.isEmpty, phrase.count <= words.count else { return phrase.isEmpty }
    return (0...(words.count - phrase.count)).contains { start in
      words[start..<(start + phrase.count)].elementsEqual(phrase)
    }
  }
}

extension SearchText {
  /// Whether `text` holds `phrase`'s words one after another, each in any case and accent: how
  /// a phrase is found, exposed for a store that checks a phrase inside its SQL.
  public static func holds(phrase: [String], in text: String) -> Bool {
    FullText.holds(phrase.map(folded), in: words(in: text).map(folded))
  }
}
