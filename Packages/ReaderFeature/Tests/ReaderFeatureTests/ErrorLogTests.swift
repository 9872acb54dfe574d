import ConcurrencyExtras
import Foundation
import ReaderFeature
import TerminalClient
import Testing

/// Every failure of the session, kept in a log `L` opens, newest first, each with its time and
/// what it concerns, read whole however long.
struct ErrorLogTests {
  /// A reducer whose clock moves a minute each time it is read, so each failure has its own time.
  static func reducerWithTickingClock() -> ReaderReducer {
    let minutes = LockIsolated(0)
    return ReaderReducer(now: {
      minutes.withValue { minute in
        defer { minute += 1 }
        return Fixtures.base.addingTimeInterval(Double(60 * minute))
      }
    })
  }

  /// Three failures of different kinds, a minute apart: a feed's, the refresh's, a star's.
  static var threeFailures: ReaderState {
    let reducer = reducerWithTickingClock()
    var state = ReaderState.loaded()
    for action: ReaderAction in [
      .key(.character("R")),
      .feedRefreshed(
        FeedRefreshResult(
          feed: Fixtures.radio, failure: ReaderFailure("HTTP status 404 from the radio feed"))),
      .refreshFinished(failure: ReaderFailure("The store could not apply the retention")),
      .starsSaved(.failure(ReaderFailure("The disk is full"))),
    ] {
      _ = reducer.reduce(&state, action)
    }
    return state
  }

  @Test func theLogListsEveryFailureNewestFirstWithItsTimeAndSubject() {
    let entries = Self.threeFailures.errorLog.entries
    #expect(
      entries == [
        ErrorLog.Entry(
          time: Fixtures.base.addingTimeInterval(120), subject: "Stars",
          reason: "The disk is full"),
        ErrorLog.Entry(
          time: Fixtures.base.addingTimeInterval(60), subject: "The refresh",
          reason: "The store could not apply the retention"),
        ErrorLog.Entry(
          time: Fixtures.base, subject: "Radio", reason: "HTTP status 404 from the radio feed"),
      ])
  }

  @Test func theLogKeepsItsLatestHundredFailures() {
    let reducer = Self.reducerWithTickingClock()
    var state = ReaderState.loaded()
    for number in 1...150 {
      _ = reducer.reduce(&state, .starsSaved(.failure(ReaderFailure("Failure \(number)"))))
    }
    #expect(ErrorLog.capacity == 100)
    #expect(state.errorLog.entries.count == 100)
    #expect(state.errorLog.entries.first?.reason == "Failure 150")
    #expect(state.errorLog.entries.last?.reason == "Failure 51")
    #expect(state.errorLog.entries.last?.time == Fixtures.base.addingTimeInterval(50 * 60))
  }

  @Test func lOpensTheLogAndQGoesBack() {
    var harness = ReducerHarness(Self.threeFailures)
    harness.send(.key(.character("L"))) {
      $0.message = nil
      $0.pages.append(.errorLog(scroll: 0))
    }
    harness.send(.key(.character("L")))
    #expect(
      ScreenScenarios.render(harness.state).text == """
         Error log — 3 failures, newest first
        2027-01-15 08:02  Stars
          The disk is full

        2027-01-15 08:01  The refresh
          The store could not apply the
          retention

        2027-01-15 08:00  Radio
          HTTP status 404 from the radio feed
         q:Back

        """)
    harness.send(.key(.character("q"))) { $0.pages.removeLast() }
  }

  @Test func theLogScrollsToItsLastLineAndNoFurther() {
    var short = Self.threeFailures
    short.size = TerminalSize(columns: 40, rows: 8)
    var harness = ReducerHarness(short)
    harness.send(.key(.character("L"))) {
      $0.message = nil
      $0.pages.append(.errorLog(scroll: 0))
    }
    // Nine lines laid out at 40 columns, five shown.
    harness.send(.key(.character("G"))) { $0.pages[1] = .errorLog(scroll: 4) }
    harness.send(.key(.character("j")))
    harness.send(.key(.character("g"))) { $0.pages[1] = .errorLog(scroll: 0) }
  }

  @Test func anEmptyLogSaysNothingFailed() {
    var state = ReaderState.loaded()
    ScreenScenarios.reduce(&state, .key(.character("L")))
    let lines = ScreenScenarios.render(state).text.split(separator: "\n")
    #expect(lines[0] == " Error log — 0 failures, newest first")
    #expect(lines[1] == "Nothing has failed since the reader")
    #expect(lines[2] == "opened.")
  }

  @Test func theHelpNamesTheLogsKey() {
    var state = ReaderState.loaded(size: Fixtures.wide)
    ScreenScenarios.reduce(&state, .key(.character("?")))
    #expect(
      ScreenScenarios.render(state).text.contains(
        "  L            The errors met since the reader opened"))
  }
}
