/// What a transfer asks of the server: a document, or that it take a body.
///
/// Public because a caller chooses it per request. A POST carries its body in the case, so a GET
/// with a body, or a POST without one, cannot be written.
public enum TransferMethod: Sendable, Equatable {
  case get
  /// Sent once, as it is. A 301, 302 or 303 redirect turns it into a GET of the new location, as
  /// browsers do; the body is not sent again.
  case post(RequestBody)
}
