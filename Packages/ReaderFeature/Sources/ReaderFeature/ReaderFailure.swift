import NewsClient
import TextCore

/// Why something the reader asked for failed, as a line for the status bar.
///
/// Errors become text where they happen, so that actions stay comparable in tests and the
/// message is made safe for the terminal once.
public struct ReaderFailure: Error, Sendable, Hashable {
  public var message: String

  public init(_ message: String) {
    self.message = TerminalText.sanitized(message)
  }

  public init(_ error: any Error) {
    self.init(String(describing: error))
  }
}
