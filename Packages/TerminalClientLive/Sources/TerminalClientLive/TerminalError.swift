import Foundation

/// Why the live terminal could not do what it was asked.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// The descriptor is not a terminal: standard input or output is a file or a pipe.
  case notATerminal(descriptor: Int32)
  /// The terminal's mode could not be read or set, or the process has no descriptors left.
  case cannotEnter(reason: String)
  /// Only web pages are opened: a `file:` or `javascript:` link from a feed must never reach a
  /// browser or a helper that would run it.
  case notAWebAddress(URL)
  /// Every browser tried failed to start or exited with an error.
  case browserFailed(command: String, reason: String)
  /// A command from the configuration failed to start, or exited with an error while it had the
  /// terminal.
  case commandFailed(command: String, reason: String)

  public var description: String {
    switch self {
    case .notATerminal(let descriptor):
      "Descriptor \(descriptor) is not a terminal; an interactive screen needs one."
    case .cannotEnter(let reason):
      "Cannot take over the terminal: \(reason)."
    case .notAWebAddress(let url):
      "Only http and https addresses can be opened, not \(url.absoluteString)."
    case .browserFailed(let command, let reason):
      "The browser \(command) failed: \(reason)."
    case .commandFailed(let command, let reason):
      "The command '\(command)' failed: \(reason)."
    }
  }
}
