import HTTPEngine
import NetworkCore
import SyncClient

extension SyncClientError.Reason {
  /// What the interface promises for a failed request: a refused password is the sync client's
  /// own reason, and every other failure is the transport's, in the words every client shares.
  init(_ failure: TransferFailure) {
    if case .httpStatus(let head) = failure, head.statusCode == 401 || head.statusCode == 403 {
      self = .credentialsRefused
    } else {
      self = .network(NetworkFailure(failure))
    }
  }
}
