import Foundation
import NewsClient

/// Reads a feed from a local file the user named explicitly, streaming it through the parser in
/// chunks as a download would, so a large file is never held whole, and refusing one larger than a
/// download may be.
enum LocalFeedReader {
  private static let chunkSize = 256 * 1024

  static func feed(at url: URL, maximumBytes: Int64) throws(NewsClientError) -> Feed {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .network(
        url, .failed(reason: "cannot open \(url.path): \(String(cString: strerror(errno)))"))
    }
    defer { close(descriptor) }
    let parser = FeedParser(feedURL: url)
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
    defer { buffer.deallocate() }
    var total: Int64 = 0
    do {
      while true {
        let count = read(descriptor, buffer.baseAddress, chunkSize)
        if count < 0 {
          if errno == EINTR { continue }
          throw NewsClientError.network(
            url, .failed(reason: "cannot read \(url.path): \(String(cString: strerror(errno)))"))
        }
        if count == 0 { break }
        total += Int64(count)
        guard total <= maximumBytes else {
          throw NewsClientError.network(url, .tooLarge(limitBytes: maximumBytes))
        }
        try parser.consume(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
      }
      return try parser.finish()
    } catch let failure as FeedParsingFailure {
      throw failure.newsClientError(for: url)
    } catch let error as NewsClientError {
      throw error
    } catch {
      throw .network(url, .failed(reason: error.localizedDescription))
    }
  }
}
