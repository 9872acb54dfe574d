import Foundation

/// The status and headers of the final response of a transfer, after any redirects.
struct ResponseHead: Sendable {
  var statusCode: Int
  /// Header names lower-cased; for a repeated header, the last value.
  var headers: [String: String]
  /// The declared body length, when the server sent one.
  var expectedLength: Int64?

  /// The `charset` parameter of the Content-Type, such as `iso-8859-1`.
  var charset: String? {
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

  /// How long the server asked the client to wait (`Retry-After`), in seconds or as a date.
  func retryAfter(now: Date = Date()) -> Duration? {
    guard let value = headers["retry-after"]?.trimmingCharacters(in: .whitespaces) else {
      return nil
    }
    if let seconds = Int(value), seconds >= 0 { return .seconds(seconds) }
    guard let date = FeedDateParser.date(from: value) else { return nil }
    return .seconds(max(0, Int(date.timeIntervalSince(now).rounded(.up))))
  }
}
