/// Where a command of the configuration was written: the file, as the user named it or as an
/// `include` reached it, and the line, counted from 1.
///
/// Every problem carries one, so that a person can go straight to the line; a command spread over
/// lines with a trailing backslash is known by its first line.
public struct ConfigurationLocation: Sendable, Hashable, CustomStringConvertible {
  public var file: String
  /// The line, counted from 1; 0 for the file as a whole, for a file that cannot be read at all
  /// or a value that comes from a file of another kind.
  public var line: Int

  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  /// `FILE:LINE`, the form compilers and editors jump to, or `FILE` for the file as a whole.
  public var description: String { line > 0 ? "\(file):\(line)" : file }
}
