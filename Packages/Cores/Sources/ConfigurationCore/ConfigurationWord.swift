/// One word of a configuration line, as newsboat splits it: separated by white space, or between
/// double quotes, with its escapes already undone.
///
/// Whether it was quoted still matters after that: a `;` between a macro's operations and the
/// `--` before its description count only when written bare, so that `"a;b"` stays one argument.
public struct ConfigurationWord: Sendable, Hashable, CustomStringConvertible {
  public var text: String
  public var isQuoted: Bool

  public init(_ text: String, isQuoted: Bool = false) {
    self.text = text
    self.isQuoted = isQuoted
  }

  public var description: String { text }
}
