import Foundation

/// One HTTP request: where, how, with which extra headers, under which name, within which bounds.
///
/// Public because it is what a caller hands to ``TransferEngine/perform(_:consumer:)``.
public struct TransferRequest: Sendable {
  /// An http or https URL; libcurl refuses every other scheme, redirects included.
  public var url: URL
  /// A GET unless the caller sends a body.
  public var method: TransferMethod
  /// Extra request headers, such as `If-None-Match`.
  public var headers: [String: String]
  /// Sent as the User-Agent. Servers rate-limit and block by it, so the caller names itself.
  public var userAgent: String
  public var limits: TransferLimits

  public init(
    url: URL, method: TransferMethod = .get, headers: [String: String] = [:], userAgent: String,
    limits: TransferLimits
  ) {
    self.url = url
    self.method = method
    self.headers = headers
    self.userAgent = userAgent
    self.limits = limits
  }
}
