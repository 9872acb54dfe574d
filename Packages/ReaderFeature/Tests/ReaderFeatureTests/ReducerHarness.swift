import NewsFeature
import ReaderFeature
import Testing

/// Runs the reducer one action at a time, as a test store does: each step says exactly how the
/// state changes, which effects come out and what the runner is told, and anything else that changed fails the test.
struct ReducerHarness {
  var state: ReaderState
  let reducer = ReaderReducer()

  init(_ state: ReaderState) {
    self.state = state
  }

  init(
    options: ReaderOptions = ReaderOptions(),
    subscriptions: [Subscription] = Fixtures.subscriptions
  ) {
    state = ReaderState(subscriptions: subscriptions, options: options, size: Fixtures.narrow)
  }

  mutating func send(
    _ action: ReaderAction,
    effects expected: [ReaderEffect] = [],
    directive expectedDirective: ReaderDirective? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout ReaderState) -> Void = { _ in }
  ) {
    var expectedState = state
    update(&expectedState)
    let step = reducer.reduce(&state, action)
    if state != expectedState {
      Issue.record(
        "State after \(String(describing: action).prefix(120)) differs:\n\(Self.difference(state, expectedState))",
        sourceLocation: sourceLocation)
    }
    #expect(step.effects == expected, sourceLocation: sourceLocation)
    #expect(step.directive == expectedDirective, sourceLocation: sourceLocation)
  }

  /// The lines of two dumps that differ, actual first, so a failure shows what changed rather
  /// than two whole states.
  static func difference(_ actual: ReaderState, _ expected: ReaderState) -> String {
    var actualDump = ""
    var expectedDump = ""
    dump(actual, to: &actualDump)
    dump(expected, to: &expectedDump)
    let actualLines = actualDump.split(separator: "\n")
    let expectedLines = expectedDump.split(separator: "\n")
    var report: [String] = []
    for index in 0..<max(actualLines.count, expectedLines.count) {
      let left = index < actualLines.count ? String(actualLines[index]) : "(none)"
      let right = index < expectedLines.count ? String(expectedLines[index]) : "(none)"
      if left != right { report.append("  actual:   \(left)\n  expected: \(right)") }
    }
    return report.prefix(12).joined(separator: "\n")
  }
}
