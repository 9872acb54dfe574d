import Foundation
import Testing

@testable import TimeCore

struct CivilTimeTests {
  /// Foundation's Gregorian calendar, as the reference: the test may use ICU, the app does not.
  static func reference(_ date: Date, offset: Int) -> DateComponents {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: offset)!
    return calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
  }

  @Test(arguments: [0, 3_600, -18_000, 19_800, -43_200, 50_400])
  func agreesWithTheGregorianCalendar(offset: Int) {
    var generator = SystemRandomNumberGenerator()
    // From 1600 to 2400, across leap days, centuries and the epoch.
    for _ in 0..<2_000 {
      let seconds = Double(Int64.random(in: -11_676_096_000...13_569_465_600, using: &generator))
      let date = Date(timeIntervalSince1970: seconds)
      let time = CivilTime(date, utcOffset: offset)
      let expected = Self.reference(date, offset: offset)
      #expect(
        [time.year, time.month, time.day, time.hour, time.minute, time.second]
          == [
            expected.year, expected.month, expected.day, expected.hour, expected.minute,
            expected.second,
          ],
        "\(date) at \(offset)")
      #expect(time.date(utcOffset: offset) == date)
    }
  }

  @Test func leapDaysExistOnlyInLeapYears() {
    #expect(CivilTime(year: 2024, month: 2, day: 29).date() != nil)
    #expect(CivilTime(year: 2000, month: 2, day: 29).date() != nil)
    #expect(CivilTime(year: 1900, month: 2, day: 29).date() == nil)
    #expect(CivilTime(year: 2026, month: 2, day: 29).date() == nil)
    #expect(CivilTime(year: 2026, month: 4, day: 31).date() == nil)
    #expect(CivilTime(year: 2026, month: 13, day: 1).date() == nil)
    #expect(CivilTime(year: 2026, month: 1, day: 1, hour: 24).date() == nil)
  }

  @Test func aMomentBeforeTheEpochKeepsItsTimeOfDay() {
    let time = CivilTime(Date(timeIntervalSince1970: -1))
    #expect([time.year, time.month, time.day] == [1969, 12, 31] as [Int])
    #expect([time.hour, time.minute, time.second] == [23, 59, 59] as [Int])
  }
}
