import Foundation
import HTTPEngine
import NewsClient

/// Parses a feed body as it arrives and keeps a copy of the bytes for the cache.
///
/// Each chunk is pushed to the parser as soon as libcurl delivers it, but on a serial queue of the
/// feed's own rather than on the transfer thread: responses tend to arrive together, and parsing
/// them one after another on that thread delayed every other transfer it drives. A parse failure
/// is noticed at the next chunk and stops the transfer.
final class FeedBodyConsumer: ResponseBodyConsumer, @unchecked Sendable {
  // @unchecked Sendable: `parser` is set once, on the transfer thread, before the first chunk is
  // queued, and is then used only on `parsing`, a serial queue. `body` and `charset` are used
  // only on the transfer thread until the transfer completes, and only by the awaiting task after
  // (the completion's continuation orders the two). `failure` is guarded by `lock`.

  private let url: URL
  private let parsing = DispatchQueue(label: "feed parser")
  private var parser: FeedParser?
  private(set) var body = Data()
  private(set) var charset: String?
  private let lock = NSLock()
  private var failure: NewsClientError?

  init(url: URL) {
    self.url = url
  }

  func consume(_ bytes: UnsafeRawBufferPointer, head: ResponseHead) throws(NewsClientError) {
    if let failure = lock.withLock({ failure }) { throw failure }
    if parser == nil {
      parser = FeedParser(feedURL: url, httpCharset: head.charset)
      charset = head.charset
      if let expected = head.expectedLength, expected > 0 {
        body.reserveCapacity(Int(min(expected, 32 << 20)))
      }
    }
    body.append(bytes.assumingMemoryBound(to: UInt8.self))
    let chunk = Data(bytes)
    parsing.async { [self] in
      guard let parser, lock.withLock({ failure == nil }) else { return }
      do {
        try chunk.withUnsafeBytes { try parser.consume($0) }
      } catch {
        record(error)
      }
    }
  }

  /// The feed, once the body is complete and every chunk has been parsed.
  func finish() async throws(NewsClientError) -> Feed {
    let result: Result<Feed, NewsClientError> = await withCheckedContinuation { continuation in
      parsing.async { [self] in
        if let failure = lock.withLock({ failure }) {
          continuation.resume(returning: .failure(failure))
          return
        }
        guard let parser else {
          continuation.resume(returning: .failure(.notAFeed(url)))
          return
        }
        do {
          continuation.resume(returning: .success(try parser.finish()))
        } catch {
          continuation.resume(returning: .failure(newsClientError(error)))
        }
      }
    }
    return try result.get()
  }

  private func record(_ error: any Error) {
    let failure = newsClientError(error)
    lock.withLock { self.failure = failure }
  }

  /// The parser only throws `FeedParsingFailure`; closures lose that type, so it is recovered here.
  private func newsClientError(_ error: any Error) -> NewsClientError {
    (error as? FeedParsingFailure)?.newsClientError(for: url)
      ?? .malformedFeed(url, reason: "\(error)")
  }
}

extension FeedParsingFailure {
  func newsClientError(for url: URL) -> NewsClientError {
    switch self {
    case .notAFeed: .notAFeed(url)
    case .malformed(let reason): .malformedFeed(url, reason: reason)
    }
  }
}
