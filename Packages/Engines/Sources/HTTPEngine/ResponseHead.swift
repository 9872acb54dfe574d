import Foundation
import TimeCore

/// The status and headers of the final response of a transfer, after any redirects.
///
/// Public because a body consumer reads it as the first bytes arrive (the charset, the declared
/// length), the caller reads it when the transfer ends (validators such as `etag`, the address
/// the redirects led to), and a ``TransferFailure/httpStatus(_:)`` carries it, so that the
/// caller can read `Retry-After`.
public struct ResponseHead: Sendable, Equatable {
  public var statusCode: Int
  /// Header names lower-cased; for a repeated header, the last value.
  public var headers: [String: String]
  /// The declared body length, when the server sent one.
  public var expectedLength: Int64?
  /// The address of this response, after any redirects: a page's links resolve against it, and
  /// reader mode names the page by it.
  public var url: URL?

  /// Public so that a consumer, or a caller's reading of a head, can be tested without a transfer.
  public init(
    statusCode: Int, headers: [String: String], expectedLength: Int64? = nil, url: URL? = nil
  ) {
    self.statusCode = statusCode
    self.headers = headers
    self.expectedLength = expectedLength
    self.url = url
  }

  /// How long the server asked the client to wait before asking again (`Retry-After`, in seconds
  /// or as an HTTP date), from `now`.
  public func retryAfter(now: Date = Date()) -> Duration? {
    guard let value = headers["retry-after"]?.trimmingCharacters(in: .whitespaces) else {
      return nil
    }
    if let seconds = Int(value), seconds >= 0 { return .seconds(seconds) }
    guard let date = DateText.parseHTTPDate(value) else { return nil }
    return .seconds(max(0, Int(date.timeIntervalSince(now).rounded(.up))))
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
