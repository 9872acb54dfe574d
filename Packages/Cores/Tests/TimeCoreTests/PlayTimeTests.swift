import Testing
import TimeCore

struct PlayTimeTests {
  @Test(
    arguments: [
      (Duration.zero, "0:00"),
      (.seconds(5), "0:05"),
      (.milliseconds(83_900), "1:23"),
      (.seconds(245), "4:05"),
      (.seconds(600), "10:00"),
      (.seconds(3_599), "59:59"),
      (.seconds(3_723), "1:02:03"),
      (.seconds(36_000), "10:00:00"),
      (.seconds(-3), "0:00"),
    ] as [(Duration, String)])
  func aPlayTimeIsWrittenAsPlayersWriteIt(_ duration: Duration, _ expected: String) {
    #expect(PlayTime.text(duration) == expected)
  }
}
