/// One command of a configuration file: its name, its arguments and where it was written.
///
/// The parser produces these from text and the included files; the typed reading
/// (``Configuration/applying(_:)``) gives each its meaning.
public struct ConfigurationLine: Sendable, Hashable {
  public var location: ConfigurationLocation
  /// The command's name, such as `bind-key`.
  public var command: String
  public var arguments: [ConfigurationWord]

  public init(
    _ command: String, _ arguments: [ConfigurationWord] = [], at location: ConfigurationLocation
  ) {
    self.command = command
    self.arguments = arguments
    self.location = location
  }
}
