import Foundation
import Testing

@testable import NewsFeature

struct RelativeTimeTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  @Test(
    arguments: [
      (-30, "just now"),
      (0, "just now"),
      (59, "just now"),
      (60, "1 min ago"),
      (320, "5 min ago"),
      (3_599, "59 min ago"),
      (3_600, "1 h ago"),
      (82_800, "23 h ago"),
      (172_800, "2 d ago"),
    ] as [(Int, String)])
  func describes(_ secondsAgo: Int, _ expected: String) {
    #expect(
      RelativeTime.describe(now.addingTimeInterval(-Double(secondsAgo)), now: now) == expected)
  }

  @Test func oldDatesShowTheDay() {
    #expect(
      RelativeTime.describe(Date(timeIntervalSince1970: 1_700_000_000), now: now) == "2023-11-14")
  }

  /// The day is counted, not formatted, and must agree with Foundation's ISO 8601 day for every
  /// day of four centuries around now, leap days and the ends of months among them, and at the
  /// first and last second of a day.
  @Test func theDayAgreesWithFoundationsISO8601Day() {
    let style = Date.ISO8601FormatStyle().year().month().day()
    for day in stride(from: -80_000, through: 80_000, by: 1) {
      for second in [0.0, 86_399.999] {
        let date = Date(timeIntervalSince1970: Double(day) * 86_400 + second)
        guard RelativeTime.day(of: date) == date.formatted(style) else {
          Issue.record("\(date.timeIntervalSince1970): \(RelativeTime.day(of: date))")
          return
        }
      }
    }
  }
}
