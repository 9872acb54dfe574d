import Foundation
import HTTPEngine
import NewsClient

extension NewsClientError {
  /// What the interface promises for a failed transfer of `url`: the engine says why in HTTP's
  /// terms, and the client's error names the URL it was asked for.
  init(_ failure: TransferFailure, url: URL) {
    switch failure {
    case .httpStatus(let head):
      self = .httpStatus(url, code: head.statusCode, retryAfter: head.retryAfter())
    case .tooLarge(let limitBytes):
      self = .tooLarge(url, limitBytes: limitBytes)
    case .timedOut:
      self = .timedOut(url)
    case .cannotConnect(let reason):
      self = .cannotConnect(url, reason: reason)
    case .protocolNotAllowed:
      self = .protocolNotAllowed(url)
    case .tooManyRedirects(let limit):
      self = .transferFailed(url, reason: "more than \(limit) redirects")
    case .failed(let reason):
      self = .transferFailed(url, reason: reason)
    }
  }
}

extension ResponseHead {
  /// How long the server asked the client to wait (`Retry-After`), in seconds or as a date.
  ///
  /// Here rather than in the engine because a date is read with the feed parser's lenient rules,
  /// which servers' dates need as much as feeds' do.
  func retryAfter(now: Date = Date()) -> Duration? {
    guard let value = headers["retry-after"]?.trimmingCharacters(in: .whitespaces) else {
      return nil
    }
    if let seconds = Int(value), seconds >= 0 { return .seconds(seconds) }
    guard let date = FeedDateParser.date(from: value) else { return nil }
    return .seconds(max(0, Int(date.timeIntervalSince(now).rounded(.up))))
  }
}
