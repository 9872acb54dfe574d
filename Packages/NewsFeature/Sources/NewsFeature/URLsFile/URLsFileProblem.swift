/// A line of a urls file read otherwise than as written: what was left out or changed, and why.
public struct URLsFileProblem: Sendable, Hashable, CustomStringConvertible {
  /// The line's number, from 1.
  public var line: Int
  public var message: String

  public init(line: Int, _ message: String) {
    self.line = line
    self.message = message
  }

  public var description: String { "line \(line): \(message)" }
}
