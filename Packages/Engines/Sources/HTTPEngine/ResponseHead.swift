import Foundation

/// The status and headers of the final response of a transfer, after any redirects.
///
/// Public because a body consumer reads it as the first bytes arrive (the charset, the declared
/// length), the caller reads it when the transfer ends (validators such as `etag`), and a
/// ``TransferFailure/httpStatus(_:)`` carries it, so that the caller can read `Retry-After` with
/// its own date rules.
public struct ResponseHead: Sendable, Equatable {
  public var statusCode: Int
  /// Header names lower-cased; for a repeated header, the last value.
  public var headers: [String: String]
  /// The declared body length, when the server sent one.
  public var expectedLength: Int64?

  /// Public so that a consumer, or a caller's reading of a head, can be tested without a transfer.
  public init(statusCode: Int, headers: [String: String], expectedLength: Int64? = nil) {
    self.statusCode = statusCode
    self.headers = headers
    self.expectedLength = expectedLength
  }

  /// The `charset` parameter of the Content-Type, such as `iso-8859-1`.
  public var charset: String? {
    guard let contentType = headers["content-type"] else { return nil }
    for parameter in contentType.split(separator: ";").dropFirst() {
      let pair = parameter.split(separator: "=", maxSplits: 1)
      guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset"
      else {
        continue
      }
      let value = pair[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(
        in: CharacterSet(charactersIn: "\"'"))
      return value.isEmpty ? nil : value
    }
    return nil
  }
}
