import TextCore

/// Why a filter or a search did not read: where, and what was expected there, so that one line
/// can show a person what to fix.
public struct FilterSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The column the problem starts at, from 1, each Unicode scalar of the text counting one (a
  /// precomposed `é` is one column, as a terminal shows it).
  public var column: Int
  /// What would have made sense there: "an operator (=, !=, …)", "a closing )".
  public var expected: String
  /// What was there instead, as written; nil at the end of the text.
  public var found: String?

  public init(column: Int, expected: String, found: String?) {
    self.column = column
    self.expected = expected
    self.found = found
  }

  /// "column 7: expected an operator (…), found \"foo\"", safe for a terminal: the found text is
  /// the user's, and may hold anything.
  public var description: String {
    let found = self.found.map { "found \"\(TerminalText.sanitized($0))\"" } ?? "found the end"
    return "column \(column): expected \(expected), \(found)"
  }
}
