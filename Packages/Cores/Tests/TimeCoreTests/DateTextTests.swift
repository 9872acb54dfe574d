import Foundation
import Testing

@testable import TimeCore

struct DateTextTests {
  let moment = Date(timeIntervalSince1970: 1_795_264_200)  // 2026-11-21T12:30:00Z
  let paris = TimeZone(identifier: "Europe/Paris")!

  @Test func scriptsGetUTCToTheSecond() {
    #expect(DateText.iso8601(moment) == "2026-11-21T12:30:00Z")
    #expect(DateText.iso8601(moment.addingTimeInterval(0.999)) == "2026-11-21T12:30:00Z")
    #expect(DateText.day(moment) == "2026-11-21")
    #expect(DateText.basic(moment) == "20261121T123000Z")
  }

  @Test func iso8601AgreesWithFoundationsStyle() {
    for seconds in stride(from: -2_000_000_000, through: 4_000_000_000, by: 7_654_321) {
      let date = Date(timeIntervalSince1970: Double(seconds))
      #expect(DateText.iso8601(date) == date.formatted(.iso8601))
    }
  }

  @Test func screensUseTheReadersClock() {
    #expect(DateText.full(moment, in: paris) == "2026-11-21 13:30")
    #expect(DateText.full(moment, in: TimeZone(secondsFromGMT: 0)!) == "2026-11-21 12:30")
    // Summer time.
    let july = Date(timeIntervalSince1970: 1_783_081_800)  // 2026-07-03T12:30:00Z
    #expect(DateText.full(july, in: paris) == "2026-07-03 14:30")
  }

  @Test func aShortDateNamesItsYearWhenItIsNotThisOne() {
    #expect(DateText.short(moment, in: paris, now: moment) == "Nov 21")
    let newYear2030 = Date(timeIntervalSince1970: 1_893_456_000)  // 2030-01-01T00:00:00Z
    #expect(DateText.short(newYear2030, in: paris, now: moment) == "Jan 01 2030")
    let lastYear = moment.addingTimeInterval(-400 * 86_400)
    #expect(DateText.short(lastYear, in: paris, now: moment) == "Oct 17 2025")
  }

  @Test func relativeTimesAsAPersonSaysThem() {
    #expect(DateText.relative(moment, now: moment.addingTimeInterval(59)) == "just now")
    #expect(DateText.relative(moment, now: moment.addingTimeInterval(300)) == "5 min ago")
    #expect(DateText.relative(moment, now: moment.addingTimeInterval(7_300)) == "2 h ago")
    #expect(DateText.relative(moment, now: moment.addingTimeInterval(3 * 86_400)) == "3 d ago")
    #expect(DateText.relative(moment, now: moment.addingTimeInterval(40 * 86_400)) == "2026-11-21")
  }

  /// The copies disagreed here: a date years ahead was "just now" in `headlines`.
  @Test func aDateInTheFutureIsNeverJustNow() {
    let newYear2030 = Date(timeIntervalSince1970: 1_893_456_000)
    #expect(DateText.relative(newYear2030, now: moment) == "2030-01-01")
    #expect(DateText.relative(moment.addingTimeInterval(30), now: moment) == "just now")
  }

  @Test(arguments: [
    ("2026-11-01", 1_793_491_200.0),
    ("2026-11-01T12:00:00Z", 1_793_534_400),
    ("2026-11-01t12:00:00z", 1_793_534_400),
    ("2026-11-01 12:00:00Z", 1_793_534_400),
    ("2026-11-01T12:00Z", 1_793_534_400),
    ("2026-11-01T13:00:00+01:00", 1_793_534_400),
    ("2026-11-01T07:00:00-0500", 1_793_534_400),
    ("2026-11-01T12:00:00.250Z", 1_793_534_400.25),
  ])
  func datesTypedOnTheCommandLine(text: String, seconds: Double) {
    #expect(DateText.parseISO8601(text) == Date(timeIntervalSince1970: seconds))
  }

  @Test(arguments: [
    "", "2026", "2026-11", "2026-02-30", "2026-13-01", "26-11-01", "2026-11-01T12:00:00",
    "2026-11-01T25:00:00Z", "2026-11-01T12:00:00Zjunk", "yesterday", "２０２６-11-01",
  ])
  func anythingElseIsNoDate(text: String) {
    #expect(DateText.parseISO8601(text) == nil)
  }

  @Test func zeroPaddingKeepsTheSign() {
    #expect(5.zeroPadded(2) == "05")
    #expect(123.zeroPadded(2) == "123")
    #expect((-7).zeroPadded(3) == "-007")
  }
}

struct HTTPDateTests {
  /// RFC 9110's own example, in its three forms.
  @Test(arguments: [
    "Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT",
    "Sun Nov  6 08:49:37 1994",
  ])
  func theThreeFormsOfOneDate(text: String) {
    #expect(DateText.parseHTTPDate(text) == Date(timeIntervalSince1970: 784_111_777))
  }

  @Test(arguments: [
    "", "120", "Sun, 06 Nov 1994 08:49:37 PST", "Sun, 31 Feb 1994 08:49:37 GMT",
    "Sun, 06 Foo 1994 08:49:37 GMT", "Sun, 06 Nov 1994 08:49 GMT",
  ])
  func anythingElseIsNoDate(text: String) {
    #expect(DateText.parseHTTPDate(text) == nil)
  }
}
