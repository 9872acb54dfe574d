import Foundation
import FuzzingSupport
import NewsClient
import NewsClientLive
import TextCore

/// Feeds any bytes to the feed parser, XML and JSON alike, as a server would: whole, and split into
/// chunks as the network splits them. A body may be refused; it may never crash, hang or leak, and
/// no text the parser returns may hold a character that could drive a terminal. See Scripts/fuzz.
///
/// Whole and chunked reads are not required to agree on malformed XML: libxml2's recovery from a
/// broken prolog depends on where a chunk ends. Well-formed fixtures are checked for agreement in
/// FormatTests instead.
@main
enum FeedParserFuzzer {
  static let feedURL = URL(string: "https://fuzz.example/feed.xml")!

  static func main() {
    FuzzingHarness.main { data in
      let chunkSize = Int(data.first ?? 0) % 61 + 1
      for result in [parse(data, chunkSize: max(1, data.count)), parse(data, chunkSize: chunkSize)]
      {
        if case .success(let feed) = result {
          checkText(of: feed)
        }
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
    // Line breaks are kept in summaries; every other control is removed, by TerminalText's rule.
    for case let text? in texts
    where text.unicodeScalars.contains(where: { $0 != "\n" && TerminalText.isControl($0) }) {
      preconditionFailure("a control character survived in \(text.debugDescription)")
    }
  }
}
