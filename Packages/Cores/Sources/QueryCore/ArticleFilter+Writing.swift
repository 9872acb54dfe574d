extension ArticleFilter: CustomStringConvertible {
  /// The filter in newsboat's language, every `and` and `or` in parentheses so that no reader
  /// regroups it: `(title =~ "a" or unread = "yes") and tags # "news"`. Reading it back gives the
  /// same filter. Full-text terms, which newsboat's language lacks, are written as the search
  /// box writes them (`"word"`, `newer:3600s`), for a person to read.
  public var description: String {
    switch self {
    case .comparison(let comparison):
      return comparison.description
    case .and(let left, let right):
      return "(\(left) and \(right))"
    case .or(let left, let right):
      return "(\(left) or \(right))"
    case .not(let inner):
      return "not \(inner)"
    case .word(let word):
      return "\"\(word)\""
    case .phrase(let words):
      return "\"\(words.joined(separator: " "))\""
    case .publishedWithin(let seconds):
      return "newer:\(seconds)s"
    }
  }
}

extension FilterComparison: CustomStringConvertible {
  /// `title =~ "a"`, `age between 1:7`, `date < "2026-11-01T00:00:00Z"`.
  public var description: String {
    let value: String
    switch operand {
    case .number(let number): value = String(number)
    case .range(let range): value = "\(range.lowerBound):\(range.upperBound)"
    default: value = "\"\(operand.text)\""
    }
    return "\(attribute.rawValue) \(comparator.rawValue) \(value)"
  }
}
