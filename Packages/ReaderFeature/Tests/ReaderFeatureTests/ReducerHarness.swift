import ReaderFeature
import TerminalClient
import Testing

/// Runs the reducer one action at a time, as a test store does: each step says exactly how the
/// state changes and which effects come out, and anything else that changed fails the test.
struct ReducerHarness {
  var state: ReaderState
  let reducer = ReaderReducer(width: Fixtures.width)

  init(_ state: ReaderState) {
    self.state = state
  }

  init(
    size: TerminalSizeFixture = .narrow, options: ReaderOptions = ReaderOptions(),
    subscriptions: [ReaderSubscription] = Fixtures.subscriptions
  ) {
    state = ReaderState(subscriptions: subscriptions, options: options, size: size.size)
  }

  mutating func send(
    _ action: ReaderAction,
    effects expected: [ReaderEffect] = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout ReaderState) -> Void = { _ in }
  ) {
    var expectedState = state
    update(&expectedState)
    let effects = reducer.reduce(&state, action)
    if state != expectedState {
      Issue.record(
        "State after \(String(describing: action).prefix(120)) differs:\n\(Self.difference(state, expectedState))",
        sourceLocation: sourceLocation)
    }
    #expect(effects == expected, sourceLocation: sourceLocation)
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

/// The terminal sizes the tests use, by name.
enum TerminalSizeFixture {
  case narrow
  case wide

  var size: TerminalSize {
    switch self {
    case .narrow: Fixtures.narrow
    case .wide: Fixtures.wide
    }
  }
}

extension ReaderState {
  /// Changes the list of articles at `index` on the stack, for a step's expected state.
  mutating func list(_ index: Int, _ update: (inout ArticleListPage) -> Void) {
    guard case .articles(var page) = pages[index] else {
      Issue.record("Page \(index) is not a list of articles: \(pages[index])")
      return
    }
    update(&page)
    pages[index] = .articles(page)
  }

  /// The state once the feeds' counts arrived, as most flows begin.
  static func loaded(
    size: TerminalSize = Fixtures.narrow, options: ReaderOptions = ReaderOptions()
  ) -> ReaderState {
    var state = ReaderState(subscriptions: Fixtures.subscriptions, options: options, size: size)
    _ = ReaderReducer(width: Fixtures.width).reduce(&state, .feedsLoaded(.success(Fixtures.counts)))
    return state
  }

  /// The state with the world feed's articles listed, the cursor on the first.
  static func worldListed(size: TerminalSize = Fixtures.narrow) -> ReaderState {
    var state = loaded(size: size)
    let reducer = ReaderReducer(width: Fixtures.width)
    _ = reducer.reduce(&state, .key(.down))
    _ = reducer.reduce(&state, .key(.enter))
    _ = reducer.reduce(
      &state, .articlesLoaded(.feed(Fixtures.world), .success(Fixtures.worldArticles)))
    return state
  }
}
