import Foundation
import NewsClient

/// Parses a feed body as it arrives and keeps a copy of the bytes for the cache.
final class FeedBodyConsumer: ResponseBodyConsumer {
  private let url: URL
  private var parser: FeedParser?
  private(set) var body = Data()
  private(set) var charset: String?

  init(url: URL) {
    self.url = url
  }

  func consume(_ bytes: UnsafeRawBufferPointer, head: ResponseHead) throws(NewsClientError) {
    let parser = self.parser ?? FeedParser(feedURL: url, httpCharset: head.charset)
    if self.parser == nil {
      self.parser = parser
      charset = head.charset
      if let expected = head.expectedLength, expected > 0 { body.reserveCapacity(Int(min(expected, 32 << 20))) }
    }
    body.append(bytes.assumingMemoryBound(to: UInt8.self))
    do {
      try parser.consume(bytes)
    } catch {
      throw error.newsClientError(for: url)
    }
  }

  /// The feed, once the body is complete.
  func finish() throws(NewsClientError) -> Feed {
    guard let parser else { throw .notAFeed(url) }
    do {
      return try parser.finish()
    } catch {
      throw error.newsClientError(for: url)
    }
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
