import Foundation
import FuzzingSupport
import NewsClient
import NewsClientLive

/// Feeds any bytes to the feed parser, XML and JSON alike, as a server would. A body may be refused;
/// it may never crash, hang or leak. Two properties are checked as well: the result does not
/// depend on how the bytes were split into chunks, as the network splits them, and no text the
/// parser returns holds a character that could drive a terminal. See Scripts/fuzz.
@main
enum FeedParserFuzzer {
  static let feedURL = URL(string: "https://fuzz.example/feed.xml")!

  static func main() {
    FuzzingHarness.main { data in
      let whole = parse(data, chunkSize: max(1, data.count))
      let chunkSize = Int(data.first ?? 0) % 61 + 1
      let chunked = parse(data, chunkSize: chunkSize)
      switch (whole, chunked) {
      case (.success(let one), .success(let other)):
        precondition(one == other, "the feed changed when read in chunks of \(chunkSize) bytes")
        checkText(of: one)
      case (.failure, .failure):
        break
      default:
        preconditionFailure("read whole: \(whole); in chunks of \(chunkSize) bytes: \(chunked)")
      }
    }
  }

  static func parse(_ data: Data, chunkSize: Int) -> Result<Feed, FeedParsingFailure> {
    let parser = FeedParser(feedURL: feedURL)
    do {
      var offset = 0
      while offset < data.count {
        let end = min(data.count, offset + chunkSize)
        try data[offset..<end].withUnsafeBytes { try parser.consume($0) }
        offset = end
      }
      return .success(try parser.finish())
    } catch let failure as FeedParsingFailure {
      return .failure(failure)
    } catch {
      preconditionFailure("the parser threw something other than a FeedParsingFailure: \(error)")
    }
  }

  static func checkText(of feed: Feed) {
    var texts: [String?] = [feed.title, feed.summary]
    for article in feed.articles {
      texts += [article.title, article.summary, article.author, article.guid?.value]
    }
    for case let text? in texts where text.unicodeScalars.contains(where: isControl) {
      preconditionFailure("a control character survived in \(text.debugDescription)")
    }
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
