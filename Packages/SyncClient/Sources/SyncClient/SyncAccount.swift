import Foundation

/// Who the app is on a sync server: what ``SyncClient/logIn`` returns and every other endpoint
/// takes.
///
/// It holds what the server needs to recognise the user again and never the password, so the app
/// can keep it in a file: the service, the server, the user name, and a token that stands for the
/// password. For Fever the token is the API key, the MD5 of `user:password`; for the Google
/// Reader API it would be the `Auth` token that `ClientLogin` hands out. The token is still a
/// secret: whoever holds it can read and mark as the user, so keep it where only the user can read
/// it (mode 0600).
public struct SyncAccount: Sendable, Hashable, Codable {
  public var service: SyncService
  /// The address of the server's API endpoint as the user gave it, such as
  /// `https://rss.example.org/api/fever.php`.
  public var serverURL: URL
  public var user: String
  /// Opaque to the app: only the live implementation of ``service`` reads it.
  public var token: String

  public init(service: SyncService, serverURL: URL, user: String, token: String) {
    self.service = service
    self.serverURL = serverURL
    self.user = user
    self.token = token
  }
}
