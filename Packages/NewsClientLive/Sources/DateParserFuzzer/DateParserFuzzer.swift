import Foundation
import FuzzingSupport
import NewsClientLive

/// Feeds any text to the date parser, which reads the RFC 822 and ISO 8601 variants of real
/// feeds. Text may be refused; it may never crash or hang, and a date it accepts must be one a
/// feed could mean. See Scripts/fuzz.
@main
enum DateParserFuzzer {
  /// 0001-01-01 to 9999-12-31: four-digit years, which is what every accepted format writes.
  static let plausible =
    Date(timeIntervalSince1970: -62_135_596_800)...Date(timeIntervalSince1970: 253_402_300_799)

  static func main() {
    FuzzingHarness.main { data in
      let text = String(decoding: data, as: UTF8.self)
      guard let date = FeedDateParser.date(from: text) else { return }
      precondition(
        plausible.contains(date), "\(text.debugDescription) read as \(date.timeIntervalSince1970)")
      let padded = FeedDateParser.date(from: "  \(text)\n")
      precondition(padded == date, "surrounding white space changed \(text.debugDescription)")
    }
  }
}
