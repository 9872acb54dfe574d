import Synchronization
import Testing

@testable import TestSupport

@Suite struct WaitUntilTests {
  final class Flag: Sendable {
    let isSet = Atomic<Bool>(false)
  }

  @Test func returnsOnceAnotherTaskMakesTheConditionHold() async {
    let flag = Flag()
    let setter = Task {
      try? await Task.sleep(for: .milliseconds(20))
      flag.isSet.store(true, ordering: .relaxed)
    }
    #expect(await waitUntil { flag.isSet.load(ordering: .relaxed) })
    await setter.value
  }

  @Test func givesUpAfterItsTimeout() async {
    let started = ContinuousClock.now
    #expect(await waitUntil(timeout: .milliseconds(30)) { false } == false)
    #expect(ContinuousClock.now - started >= .milliseconds(30))
  }
}
