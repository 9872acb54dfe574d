import Testing

@testable import HTTPEngine

struct TransferLimitsTests {
  @Test func durationsBecomeWholeMillisecondsOfAtLeastOne() {
    #expect(Duration.seconds(30).curlMilliseconds == 30_000)
    #expect(Duration.milliseconds(1500).curlMilliseconds == 1_500)
    #expect(Duration.microseconds(10).curlMilliseconds == 1)
    #expect(Duration.zero.curlMilliseconds == 1)
  }

  /// A timeout of `Int.max` seconds once trapped on overflow, taking the whole process down.
  @Test func aDurationTooLongForMillisecondsIsForeverInsteadOfACrash() {
    #expect(Duration.seconds(Int.max).curlMilliseconds == Int.max)
    #expect(Duration.seconds(Int.max / 1000).curlMilliseconds == (Int.max / 1000) * 1000)
    #expect(Duration.seconds(Int.min).curlMilliseconds == 1)
  }
}
