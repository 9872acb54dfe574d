import Testing
import TimeCore

struct DurationSecondsTests {
  @Test(
    arguments: [
      (Duration.zero, 0.0),
      (.seconds(86_400), 86_400.0),
      (.milliseconds(1_500), 1.5),
      (.milliseconds(-250), -0.25),
      (.nanoseconds(1), 1e-9),
    ] as [(Duration, Double)])
  func aDurationIsItsSecondsWithTheirFraction(_ duration: Duration, _ expected: Double) {
    #expect(duration.inSeconds == expected)
  }
}
