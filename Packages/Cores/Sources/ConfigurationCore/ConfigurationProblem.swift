import TextCore

/// Something in a configuration that was not applied, and why: nothing in a configuration stops
/// the program, so every problem is reported and the rest of the file applies.
public struct ConfigurationProblem: Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is, for a caller that words or counts them differently.
  public enum Kind: Sendable, Hashable {
    /// The line cannot be read as a command: a control character, a command left unfinished.
    case syntax
    /// A command or a feature newsboat has and this reader does not: the line is skipped.
    case unsupported
    /// A value that is not one the command takes: the line is skipped and the default kept.
    case badValue
    /// A command neither this reader nor newsboat knows.
    case unknownCommand
    /// A file that `include` names and that cannot be read, or that includes itself.
    case include
  }

  public var location: ConfigurationLocation
  public var kind: Kind
  /// One sentence, without the location, which ``description`` puts first.
  public var message: String

  public init(_ kind: Kind, at location: ConfigurationLocation, _ message: String) {
    self.kind = kind
    self.location = location
    self.message = message
  }

  /// `FILE:LINE: message`, made safe for a terminal: the file's name and the words quoted from
  /// it are the user's, and may hold anything.
  public var description: String {
    TerminalText.sanitized("\(location): \(message)")
  }
}
