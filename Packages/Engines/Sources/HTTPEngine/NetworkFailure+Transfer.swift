import NetworkCore

extension NetworkFailure {
  /// A failed transfer in the app's words: the one mapping from the transport's failures, which
  /// every client that fetches through the engine applies, adding what the failure belongs to.
  public init(_ failure: TransferFailure) {
    switch failure {
    case .httpStatus(let head):
      self = .httpStatus(code: head.statusCode, retryAfter: head.retryAfter())
    case .tooLarge(let limitBytes):
      self = .tooLarge(limitBytes: limitBytes)
    case .timedOut:
      self = .timedOut
    case .cannotConnect(let reason):
      self = .cannotConnect(reason: reason)
    case .protocolNotAllowed:
      self = .notWeb
    case .tooManyRedirects(let limit):
      self = .tooManyRedirects(limit: limit)
    case .failed(let reason):
      self = .failed(reason: reason)
    }
  }
}
