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

  /// `date-families.xml` names one rule per item, with the instant it means in its GUID, or an
  /// empty GUID when the date is unreadable: ISO 8601 in every reduced and basic form, every RFC 822
  /// zone including the military letters (feedparser's signs), the usual non-standard zones,
  /// RFC 822's odd spacing, asctime, and the Korean, Hungarian, Greek and Perforce forms.
  @Test func everyDateFamilyInAFeed() throws {
    let feed = try Fixtures.parse("date-families.xml")
    #expect(feed.articles.count == 67, "an unreadable date never costs its article")
    for article in feed.articles {
      let expected = article.guid?.value ?? ""
      if expected.isEmpty {
        #expect(article.published == nil, "\(article.title)")
      } else {
        #expect(article.published == date(expected), "\(article.title)")
      }
    }
  }

  @Test(
    arguments: [
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
      ("2026-11-22T08:30:00 AMT", nil),
      ("Sun, 22 Nov 2026 08:30:00 UTC-5", "2026-11-22T13:30:00Z"),
      ("Sun, 22 Nov 2026 8:30 p.m. EST", "2026-11-23T01:30:00Z"),
      ("Sun, 22 Nov 2026 12:30 AM GMT", "2026-11-22T00:30:00Z"),
      ("Sun, 22 Nov 2026 08:30:00 +0000 (Coordinated (Universal) Time)", "2026-11-22T08:30:00Z"),
      ("Sun, 22 Nov 2026 08:30:00 GMT(", "2026-11-22T08:30:00Z"),
      ("2026-11-22 08:30 PM +01:00", "2026-11-22T19:30:00Z"),
      ("2026-11-22T24:00:00Z", "2026-11-23T00:00:00Z"),
      ("2026-02-29", nil),
    ] as [(String, String?)])
  func singleDates(text: String, expected: String?) {
    #expect(FeedDateParser.date(from: text) == expected.map(date))
  }
}
