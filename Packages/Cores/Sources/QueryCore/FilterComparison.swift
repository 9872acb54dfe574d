import Foundation

/// `ATTRIBUTE OPERATOR VALUE`, with the value already read as the operator takes it, so that a
/// regular expression is compiled once, when the filter is read, and a date is parsed once.
public struct FilterComparison: Sendable, Hashable {
  public var attribute: FilterAttribute
  public var comparator: FilterComparator
  public var operand: FilterOperand

  public init(
    _ attribute: FilterAttribute, _ comparator: FilterComparator, _ operand: FilterOperand
  ) {
    self.attribute = attribute
    self.comparator = comparator
    self.operand = operand
  }
}

/// newsboat's comparison operators.
public enum FilterComparator: String, Sendable, Hashable, CaseIterable {
  /// The value's text is the same, case and all (`==` is another spelling).
  case equal = "="
  case notEqual = "!="
  /// A POSIX extended regular expression matches somewhere in the value, in any case.
  case matches = "=~"
  case notMatches = "!~"
  /// By the number the text starts with, as newsboat compares (0 when it starts with none); a
  /// date by its moment.
  case less = "<"
  case greater = ">"
  case lessOrEqual = "<="
  case greaterOrEqual = ">="
  /// Within two whole numbers, both included, in either order: `age between 1:7`.
  case between
  /// The value, split at spaces, holds the word; for `tags`, the feed has the tag.
  case contains = "#"
  case notContains = "!#"

  /// Whether the operator is the negation of another: `!=`, `!~` and `!#` hold exactly where
  /// `=`, `=~` and `#` do not.
  public var negated: FilterComparator? {
    switch self {
    case .notEqual: .equal
    case .notMatches: .matches
    case .notContains: .contains
    default: nil
    }
  }

  static var spellings: String {
    allCases.map(\.rawValue).joined(separator: ", ")
  }
}

/// The value a comparison compares with, read as its operator takes it.
public enum FilterOperand: Sendable, Hashable {
  /// For `=`, `!=`, `#` and `!#`: the text between the quotes, or the number as written.
  case text(String)
  /// For `<`, `>`, `<=` and `>=`: the number the value starts with, as newsboat reads it.
  case number(Int)
  /// For a date ordered with `<`, `>`, `<=` and `>=`.
  case date(Date)
  /// For `between`: the two numbers, the lower first.
  case range(ClosedRange<Int>)
  /// For `=~` and `!~`.
  case pattern(ExtendedRegex)
}

extension FilterComparison {
  /// The number a text starts with, as newsboat reads numbers (C++'s `istringstream >> int`):
  /// leading white space, a sign, digits; 0 when there are none, and the nearest limit of a
  /// 32-bit integer when there are too many.
  public static func leadingNumber(_ text: some StringProtocol) -> Int {
    var scalars = text.unicodeScalars.drop {
      [" ", "\t", "\n", "\u{0B}", "\u{0C}", "\r"].contains($0)
    }
    var sign = 1
    if let first = scalars.first, first == "+" || first == "-" {
      sign = first == "-" ? -1 : 1
      scalars = scalars.dropFirst()
    }
    var value = 0
    for scalar in scalars {
      guard ("0"..."9").contains(scalar) else { break }
      value = min(value * 10 + Int(scalar.value - 0x30), Int(Int32.max) + 1)
    }
    return min(max(sign * value, Int(Int32.min)), Int(Int32.max))
  }
}
