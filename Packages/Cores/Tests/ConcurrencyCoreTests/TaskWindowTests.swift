import ConcurrencyCore
import Synchronization
import Testing

struct TaskWindowTests {
  /// How many operations started, how many run at once, and the most that ever did.
  final class Gauge: Sendable {
    private let state = Mutex((started: 0, running: 0, most: 0))

    func enter() {
      state.withLock {
        $0.started += 1
        $0.running += 1
        $0.most = max($0.most, $0.running)
      }
    }
    func leave() { state.withLock { $0.running -= 1 } }
    var most: Int { state.withLock { $0.most } }
    var started: Int { state.withLock { $0.started } }
  }

  @Test func everyElementIsDoneAndNoMoreThanTheWidthRunAtOnce() async {
    let gauge = Gauge()
    var received: [Int: Int] = [:]
    await TaskWindow.forEach(Array(0..<300), width: 8) { number in
      gauge.enter()
      try? await Task.sleep(for: .milliseconds(1))
      gauge.leave()
      return number * 2
    } receive: { number, doubled in
      received[number] = doubled
    }
    #expect(received.count == 300)
    #expect(received.allSatisfy { $0.value == $0.key * 2 })
    #expect(gauge.most <= 8)
    #expect(gauge.most > 1)
  }

  /// Results land under their own element in a release build too: the miscompile this guards
  /// against put them under other indices.
  @Test func eachResultComesWithItsOwnElement() async {
    var received: [(Int, String)] = []
    await TaskWindow.forEach(Array(0..<500), width: 32) { number in
      "item \(number)"
    } receive: { number, text in
      received.append((number, text))
    }
    #expect(received.count == 500)
    #expect(received.allSatisfy { "item \($0.0)" == $0.1 })
  }

  struct Refused: Error, Equatable {}

  @Test func theFirstFailureStopsTheRestAndIsThrown() async {
    let gauge = Gauge()
    await #expect(throws: Refused.self) {
      try await TaskWindow.forEach(Array(0..<100), width: 4) { number in
        gauge.enter()
        if number == 2 { throw Refused() }
        try await Task.sleep(for: .milliseconds(20))
        return number
      } receive: { _, _ in
      }
    }
    #expect(gauge.started < 100)
  }
}
