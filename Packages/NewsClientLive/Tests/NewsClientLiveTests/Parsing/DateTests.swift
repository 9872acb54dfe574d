import Foundation
import NewsClient
import Testing
@testable import NewsClientLive

@Suite struct DateTests {
  /// Each item of `dates.xml` names a variant and carries the instant it means in its GUID, or an
  /// empty GUID when the date cannot be read.
  @Test func everyVariantInAFeed() throws {
    let feed = try Fixtures.parse("dates.xml")
    #expect(feed.articles.count == 31)
    for article in feed.articles {
      let expected = article.guid?.value ?? ""
      if expected.isEmpty {
        #expect(article.published == nil, "\(article.title)")
      } else {
        #expect(article.published == date(expected), "\(article.title)")
      }
    }
  }

  @Test(arguments: [
    ("Sun, 06 Nov 1994 08:49:37 GMT", "1994-11-06T08:49:37Z"),
    ("Sunday, 06-Nov-94 08:49:37 GMT", nil),
    ("6 Nov 1994 8:49 pm GMT", "1994-11-06T20:49:00Z"),
    ("Nov 6 1994 08:49:37 GMT+0100", "1994-11-06T07:49:37Z"),
    ("Thu, 01 Jan 2026 00:00:00 -0000", "2026-01-01T00:00:00Z"),
    ("29 Feb 2024 12:00:00 GMT", "2024-02-29T12:00:00Z"),
    ("1999-12-31T23:59:60Z", "2000-01-01T00:00:00Z"),
    ("2025-06-10T14:00:00,25+00:00", "2025-06-10T14:00:00.250Z"),
    ("2025-06-10t14:00:00z", "2025-06-10T14:00:00Z"),
    ("2025-13-10T14:00:00Z", nil),
    ("2025-06-10T14:00:00Zjunk", nil),
    ("Tue, 10 Jun 2025 14:00:00 XYZ", nil),
    ("", nil),
    ("12345", nil),
  ] as [(String, String?)])
  func singleDates(text: String, expected: String?) {
    #expect(FeedDateParser.date(from: text) == expected.map(date))
  }
}
