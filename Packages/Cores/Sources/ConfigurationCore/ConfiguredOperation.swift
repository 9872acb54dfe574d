/// One operation a key, a macro or a binding runs, by newsboat's name, with its arguments as
/// written: `open-in-browser`, `set browser "mpv %u"`, `toggle-article-read "read"`.
///
/// The reader maps the names to what it does; here they are only checked against the names
/// newsboat and this reader know (``KnownOperations``).
public struct ConfiguredOperation: Sendable, Hashable {
  public var name: String
  public var arguments: [String]

  public init(_ name: String, _ arguments: [String] = []) {
    self.name = name
    self.arguments = arguments
  }
}
