import Foundation
import NewsFeature
import Testing

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
}
