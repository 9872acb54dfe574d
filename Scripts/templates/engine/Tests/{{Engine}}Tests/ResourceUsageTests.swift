import {{Engine}}
import Testing

/// Against the real kernel: what it counts for this very process.
struct ResourceUsageTests {
  @Test func aRunningProcessHoldsMemory() throws {
    #expect(try ResourceUsage.current().peakResidentBytes > 1024 * 1024)
  }

  /// The kernel counts in ticks or finer: work until the count moves, for at most five seconds.
  @Test func workTakesTimeTheKernelCounts() throws {
    func time(_ usage: ResourceUsage) -> Duration { usage.userTime + usage.systemTime }
    let before = try ResourceUsage.current()
    var after = before
    var sum = 0
    let deadline = ContinuousClock.now + .seconds(5)
    while time(after) == time(before), ContinuousClock.now < deadline {
      for value in 0..<100_000 { sum &+= value }
      after = try ResourceUsage.current()
    }
    #expect(sum != 0)
    #expect(time(after) > time(before))
  }

  @Test func aFailureSaysWhy() {
    #expect("\(ResourceUsageFailure(code: 22))".hasSuffix("Invalid argument"))
  }
}
