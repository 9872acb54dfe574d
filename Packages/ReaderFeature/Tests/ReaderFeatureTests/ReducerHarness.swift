import CustomDump
import NewsFeature
import ReaderFeature
import Testing

/// Runs the reducer one action at a time, as a test store does: each step says exactly how the
/// state changes, which effects come out and what the runner is told, and anything else that changed fails the test.
struct ReducerHarness {
  var state: ReaderState
  let reducer = ReaderReducer(now: { Fixtures.base })

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
        """
        State after \(String(describing: action).prefix(120)) differs (− expected, + actual):
        \(diff(expectedState, state) ?? "")
        """,
        sourceLocation: sourceLocation)
    }
    #expect(step.effects == expected, sourceLocation: sourceLocation)
    #expect(step.directive == expectedDirective, sourceLocation: sourceLocation)
  }
}
