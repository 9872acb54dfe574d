import HTTPEngine
import SyncClient

extension SyncClientError.Reason {
  /// What the interface promises for a failed request: the engine says why in HTTP's terms, the
  /// client's error says it in the app's.
  init(_ failure: TransferFailure) {
    switch failure {
    case .httpStatus(let head) where head.statusCode == 401 || head.statusCode == 403:
      self = .credentialsRefused
    case .httpStatus(let head):
      self = .httpStatus(head.statusCode)
    case .tooLarge(let limitBytes):
      self = .tooLarge(limitBytes: limitBytes)
    case .timedOut:
      self = .timedOut
    case .cannotConnect(let reason):
      self = .cannotConnect(reason)
    case .protocolNotAllowed:
      self = .invalidServerURL
    case .tooManyRedirects(let limit):
      self = .transferFailed("more than \(limit) redirects")
    case .failed(let reason):
      self = .transferFailed(reason)
    }
  }
}
