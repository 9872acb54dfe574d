import Foundation
import NetworkCore

/// Why a sync server could not be used, in the app's words: which server, and what went wrong.
///
/// One reason per thing the app does something different about: ask for the password again
/// (``Reason/credentialsRefused``), keep the changes and try later (``Reason/network(_:)``, in the
/// words every client's error shares), or tell the user the server is not what they think
/// (``Reason/invalidReply(_:)``). Cancellation is not
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
    /// The request failed on the network, or the server answered with a status other than
    /// success (but for a refused password).
    case network(NetworkFailure)
    /// The server refused the user name and password, or the token that stands for them.
    case credentialsRefused
    /// The reply is not what the protocol promises, such as invalid JSON or an HTML page.
    case invalidReply(String)
    /// The address is not an http or https URL.
    case invalidServerURL
    /// This build has no implementation of the account's service.
    case unsupportedService(SyncService)
  }
}

extension SyncClientError: LocalizedError, CustomStringConvertible {
  public var errorDescription: String? { description }

  /// One line that names the server, for a command that exits with it.
  public var description: String {
    let server = server.absoluteString
    switch reason {
    case .network(let failure):
      return failure.sentence(about: "the sync server at \(server)")
    case .credentialsRefused:
      return "The sync server at \(server) refused the user name or password"
    case .invalidReply(let detail):
      return "The sync server at \(server) sent a reply that could not be read: \(detail)"
    case .invalidServerURL:
      return "\(server) is not an http or https address"
    case .unsupportedService(let service):
      return "Syncing with \(service) servers is not supported"
    }
  }
}
