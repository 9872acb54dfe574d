/// Why a file could not be read as newsboat's urls file.
public enum URLsFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No line begins with a feed's address, a query or a script: the file is of another kind.
  case notURLsFile

  public var description: String {
    switch self {
    case .notURLsFile:
      return "Not an OPML file, nor a newsboat urls file: no line begins with a feed's address"
    }
  }
}
