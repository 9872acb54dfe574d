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
      ("12400", nil),
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

  /// ISO 8601's ordinal and week dates and its reduced and basic forms, including ISO 8601:1988's
  /// two-digit years, which feedparser's date tests read, and the tz database's `Etc/` zones.
  @Test(
    arguments: [
      ("2003-335", "2003-12-01T00:00:00Z"), ("2004335", "2004-11-30T00:00:00Z"),
      ("2004-366T10:00Z", "2004-12-31T10:00:00Z"), ("2003-366", nil), ("2003-000", nil),
      ("03335", "2003-12-01T00:00:00Z"), ("03-335", "2003-12-01T00:00:00Z"),
      ("2004-W01-4", "2004-01-01T00:00:00Z"), ("2004W014", "2004-01-01T00:00:00Z"),
      ("2009-W01-1", "2008-12-29T00:00:00Z"), ("2009-W53-7", "2010-01-03T00:00:00Z"),
      ("2026-W48", "2026-11-23T00:00:00Z"), ("2026-W48-5T08:30:00+01:00", "2026-11-27T07:30:00Z"),
      ("2026-W54", nil), ("2026-W48-8", nil),
      ("031231", "2003-12-31T00:00:00Z"), ("03-12-31", "2003-12-31T00:00:00Z"),
      ("99-12-31", "1999-12-31T00:00:00Z"), ("-0312", "2003-12-01T00:00:00Z"),
      ("-03-12", "2003-12-01T00:00:00Z"), ("2003-012-31T10:14:55+00:00", "2003-12-31T10:14:55Z"),
      ("20031231T101455Z", "2003-12-31T10:14:55Z"),
      ("Wed, 19 Aug 2009 18:28:00 Etc/GMT", "2009-08-19T18:28:00Z"),
      ("Wed, 19 Aug 2009 18:28:00 Etc/GMT+5", "2009-08-19T23:28:00Z"),
      ("0001-01-01T00:00:00+01:00", nil), ("9999-12-31T23:59:59-01:00", nil),
    ] as [(String, String?)])
  func isoFormsAndZones(text: String, expected: String?) {
    #expect(
      FeedDateParser.date(from: text).map(FeedparserCases.FeedCase.components)
        == expected.map { FeedparserCases.FeedCase.components(date($0)) }, "\(text)")
  }
}
