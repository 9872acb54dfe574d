import Foundation
import TimeCore

extension ArticleFilter {
  /// Reads newsboat's filter language: `ATTRIBUTE OPERATOR VALUE` comparisons joined by `and` and
  /// `or`, grouped with parentheses, and this reader's `not`.
  ///
  /// As newsboat 2.21 reads it: `and` and `or` have equal precedence and group from the left, so
  /// `a or b and c` is `(a or b) and c`; keywords and attributes are lowercase; a value is a
  /// string in double quotes with no escapes (so it cannot hold `"`), a whole number, or for
  /// `between` two numbers joined by `:`. `not` binds to the comparison or group after it. Two
  /// readings differ from newsboat's on purpose: a group that opens with a group keeps its
  /// level (newsboat 2.21 reads `a and ((b or c) or d)` as `(a and (b or c)) or d`), and a date
  /// ordered with `<` or `>` compares moments, where newsboat compared the number its text starts
  /// with, always 0.
  public init(newsboat text: String) throws(FilterSyntaxError) {
    var parser = NewsboatFilterParser(text)
    self = try parser.parse()
  }
}

private struct NewsboatFilterParser {
  private enum Token: Equatable {
    case word(String)
    case string(String)
    case number(String)
    case symbol(String)
    case open, close
    case end
  }

  private let scalars: [Unicode.Scalar]
  private var position = 0
  private var token: Token = .end
  /// The column the current token starts at, from 1.
  private var tokenColumn = 1
  private var tokenText = ""
  /// How many groups and `not`s enclose the term being read.
  private var depth = 0
  private var comparisons = 0

  /// How deep groups and `not`s may nest, and how many comparisons one filter may hold: reading,
  /// matching and writing a filter recurse through its tree, and a hostile filter must get an
  /// error, not overflow the stack.
  static let maximumNesting = 100
  static let maximumComparisons = 256

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  mutating func parse() throws(FilterSyntaxError) -> ArticleFilter {
    try advance()
    let filter = try expression()
    guard token == .end else {
      throw error(expected: "and, or or the end of the filter")
    }
    return filter
  }

  /// Terms joined by `and` and `or`, read left to right with equal precedence, as newsboat does.
  private mutating func expression() throws(FilterSyntaxError) -> ArticleFilter {
    var filter = try term()
    while case .word(let word) = token, word == "and" || word == "or" {
      try advance()
      let next = try term()
      filter = word == "and" ? .and(filter, next) : .or(filter, next)
    }
    return filter
  }

  private mutating func term() throws(FilterSyntaxError) -> ArticleFilter {
    switch token {
    case .open:
      let openedAt = tokenColumn
      try enter()
      defer { depth -= 1 }
      try advance()
      let inner = try expression()
      guard token == .close else {
        throw error(expected: "a closing ) for the ( at column \(openedAt)")
      }
      try advance()
      return inner
    case .word("not"):
      try enter()
      defer { depth -= 1 }
      try advance()
      return .not(try term())
    case .word(let name):
      guard let attribute = FilterAttribute(rawValue: name) else {
        throw error(expected: "an attribute (\(FilterAttribute.names))")
      }
      comparisons += 1
      guard comparisons <= Self.maximumComparisons else {
        throw error(
          expected: "the end: a filter holds at most \(Self.maximumComparisons) comparisons")
      }
      try advance()
      return .comparison(try comparison(of: attribute))
    default:
      throw error(expected: "an attribute, ( or not")
    }
  }

  private mutating func comparison(of attribute: FilterAttribute) throws(FilterSyntaxError)
    -> FilterComparison
  {
    let comparator: FilterComparator
    switch token {
    case .symbol(let symbol):
      guard let found = FilterComparator(rawValue: symbol == "==" ? "=" : symbol) else {
        throw error(expected: "an operator (\(FilterComparator.spellings))")
      }
      comparator = found
    case .word("between"):
      comparator = .between
    default:
      throw error(expected: "an operator (\(FilterComparator.spellings))")
    }
    try advance()
    let valueColumn = tokenColumn
    let value: String
    switch token {
    case .string(let text), .number(let text): value = text
    default:
      throw error(expected: "a value in double quotes, or a number")
    }
    let operand = try self.operand(
      of: attribute, comparator, value, isQuoted: token == .string(value), column: valueColumn)
    try advance()
    return FilterComparison(attribute, comparator, operand)
  }

  /// The value read as `comparator` takes it.
  private func operand(
    of attribute: FilterAttribute, _ comparator: FilterComparator, _ value: String,
    isQuoted: Bool, column: Int
  ) throws(FilterSyntaxError) -> FilterOperand {
    switch comparator {
    case .equal, .notEqual, .contains, .notContains:
      return .text(value)
    case .matches, .notMatches:
      do {
        return .pattern(try ExtendedRegex(value))
      } catch {
        throw FilterSyntaxError(
          column: column + (isQuoted ? 1 : 0) + error.offset,
          expected: "a POSIX extended regular expression (\(error.message))", found: value)
      }
    case .less, .greater, .lessOrEqual, .greaterOrEqual:
      guard attribute.kind == .date else {
        return .number(FilterComparison.leadingNumber(value))
      }
      guard let date = DateText.parseISO8601(value) else {
        throw FilterSyntaxError(
          column: column, expected: "a date such as \"2026-11-01\" or \"2026-11-01T12:00:00Z\"",
          found: value)
      }
      return .date(date)
    case .between:
      let bounds = value.split(separator: ":", omittingEmptySubsequences: false)
      guard attribute.kind != .date, bounds.count == 2 else {
        throw FilterSyntaxError(
          column: column, expected: "two whole numbers joined by a colon, such as 1:7",
          found: value)
      }
      let low = FilterComparison.leadingNumber(bounds[0])
      let high = FilterComparison.leadingNumber(bounds[1])
      return .range(min(low, high)...max(low, high))
    }
  }

  private mutating func enter() throws(FilterSyntaxError) {
    depth += 1
    guard depth <= Self.maximumNesting else {
      throw error(
        expected: "a comparison: groups and nots nest at most \(Self.maximumNesting) deep")
    }
  }

  private func error(expected: String) -> FilterSyntaxError {
    FilterSyntaxError(
      column: tokenColumn, expected: expected, found: token == .end ? nil : tokenText)
  }

  // MARK: Tokens

  private mutating func advance() throws(FilterSyntaxError) {
    while position < scalars.count, scalars[position].properties.isWhitespace { position += 1 }
    let start = position
    tokenColumn = start + 1
    defer { tokenText = String(String.UnicodeScalarView(scalars[start..<position])) }
    guard position < scalars.count else {
      token = .end
      return
    }
    let scalar = scalars[position]
    position += 1
    switch scalar {
    case "(": token = .open
    case ")": token = .close
    case "\"":
      guard let close = scalars[position...].firstIndex(of: "\"") else {
        position = scalars.count
        throw FilterSyntaxError(
          column: tokenColumn, expected: "a closing \" for this string",
          found: String(String.UnicodeScalarView(scalars[start...])))
      }
      token = .string(String(String.UnicodeScalarView(scalars[position..<close])))
      position = close + 1
    case "=", "!", "<", ">", "#", "~":
      if position < scalars.count, ["=", "~", "#"].contains(scalars[position]) { position += 1 }
      token = .symbol(String(String.UnicodeScalarView(scalars[start..<position])))
    case "0"..."9", "-", "+":
      while position < scalars.count, Self.isNumberScalar(scalars[position]) { position += 1 }
      token = .number(String(String.UnicodeScalarView(scalars[start..<position])))
    default:
      guard Self.isWordScalar(scalar) else {
        token = .symbol(String(scalar))
        return
      }
      while position < scalars.count, Self.isWordScalar(scalars[position]) { position += 1 }
      token = .word(String(String.UnicodeScalarView(scalars[start..<position])))
    }
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
  }

  private static func isNumberScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar) || scalar == ":" || scalar == "-"
  }
}
