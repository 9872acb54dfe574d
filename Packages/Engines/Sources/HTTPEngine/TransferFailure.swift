/// Why a transfer failed, in HTTP's and libcurl's terms, without the URL: the caller knows which
/// URL it asked for and turns this into its own error.
///
/// Public because every caller maps it to its client's error type; the engine never knows those
/// types. Cancellation is not here (``TransferEngine/perform(_:consumer:)`` throws
/// `CancellationError`), nor a consumer's own error, which `perform` throws unchanged.
public enum TransferFailure: Error, Sendable, Equatable {
  /// The final response's status was neither 2xx nor 304. The head carries the headers, such as
  /// `Retry-After`.
  case httpStatus(ResponseHead)
  /// The body grew past ``TransferLimits/maximumBytes``, declared or not.
  case tooLarge(limitBytes: Int64)
  /// The total timeout passed, or no byte arrived for the stall timeout.
  case timedOut
  /// The host could not be resolved or reached.
  case cannotConnect(reason: String)
  /// The URL, or a redirect, named a scheme other than http or https.
  case protocolNotAllowed
  /// The redirects went on past the limit.
  case tooManyRedirects(limit: Int)
  /// Anything else, in libcurl's words.
  case failed(reason: String)
}
