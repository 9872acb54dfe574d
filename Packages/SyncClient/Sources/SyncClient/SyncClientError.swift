import Foundation

/// Why a sync server could not be used, in the app's words: which server, and what went wrong.
///
/// One reason per thing the app does something different about: ask for the password again
/// (``Reason/credentialsRefused``), keep the changes and try later (the network reasons), or tell
/// the user the server is not what they think (``Reason/invalidReply(_:)``). Cancellation is not
/// among them: a cancelled call throws `CancellationError`, as every client does.
public struct SyncClientError: Error, Sendable, Hashable, Codable {
  /// The server's API address, as in ``SyncAccount/serverURL``.
  public var server: URL
  public var reason: Reason

  public init(server: URL, reason: Reason) {
    self.server = server
    self.reason = reason
  }

  public enum Reason: Sendable, Hashable, Codable {
    /// The server's name could not be resolved, or it took no connection.
    case cannotConnect(String)
    /// The server did not answer, or stopped sending, within the time allowed.
    case timedOut
    /// The server refused the user name and password, or the token that stands for them.
    case credentialsRefused
    /// The server answered with an HTTP status other than success.
    case httpStatus(Int)
    /// The reply grew past the size limit.
    case tooLarge(limitBytes: Int64)
    /// The reply is not what the protocol promises, such as invalid JSON or an HTML page.
    case invalidReply(String)
    /// The address is not an http or https URL.
    case invalidServerURL
    /// This build has no implementation of the account's service.
    case unsupportedService(SyncService)
    /// Any other transfer failure, such as TLS.
    case transferFailed(String)
  }
}

extension SyncClientError: LocalizedError, CustomStringConvertible {
  public var errorDescription: String? { description }

  /// One line that names the server, for a command that exits with it.
  public var description: String {
    let server = server.absoluteString
    switch reason {
    case .cannotConnect(let detail):
      return "Could not connect to the sync server at \(server): \(detail)"
    case .timedOut:
      return "Timed out waiting for the sync server at \(server)"
    case .credentialsRefused:
      return "The sync server at \(server) refused the user name or password"
    case .httpStatus(let code):
      return "HTTP status \(code) from the sync server at \(server)"
    case .tooLarge(let limitBytes):
      return
        "A reply from the sync server at \(server) is larger than the limit of \(limitBytes) bytes"
    case .invalidReply(let detail):
      return "The sync server at \(server) sent a reply that could not be read: \(detail)"
    case .invalidServerURL:
      return "\(server) is not an http or https address"
    case .unsupportedService(let service):
      return "Syncing with \(service) servers is not supported"
    case .transferFailed(let detail):
      return "Could not reach the sync server at \(server): \(detail)"
    }
  }
}
