import Foundation
import ReaderFeature
import TerminalClient
import Testing
import TextCore

/// A failure too long for one row is wrapped where there is room, not cut: the trial read
/// "Could not conn…" at 60 columns, on the status line and in the empty list below it.
struct LongFailureTests {
  static let size = TerminalSize(columns: 60, rows: 24)
  /// 150 characters, as long as a refused connection or a full disk said in full.
  static let reason =
    "The article database /home/ann/.local/share/my-feeds/articles.sqlite could not keep "
    + "what arrived: the disk is full or the quota is exceeded (errno 28)"

  /// World's refresh failed for ``reason``, and the cursor is on World in the feeds' list.
  static var worldFailed: ReaderState {
    var state = ReaderState.loaded(size: size)
    ScreenScenarios.reduce(
      &state, .key(.character("R")),
      .feedRefreshed(FeedRefreshResult(feed: Fixtures.world, failure: ReaderFailure(reason))),
      .refreshFinished(), .key(.down))
    return state
  }

  /// The rows of `frame` from `first` to the end, as text.
  static func rows(_ frame: Frame, from first: Int, through last: Int) -> [String] {
    let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines[first...last].map(String.init)
  }

  @Test func aLongFailureIsReadWholeOnTheStatusLineAt60Columns() {
    #expect(Self.reason.count == 150)
    let frame = ScreenScenarios.render(Self.worldFailed)
    let said = "Failed: \(Self.reason) (L:Error log)"
    let wrapped = said.wrapped(toWidth: 60).map(String.init)
    #expect(wrapped.count == 4)
    let bottom = Self.rows(frame, from: 20, through: 23)
    #expect(bottom == wrapped)
    #expect(bottom.joined(separator: " ") == said)
    #expect(!bottom.contains { $0.contains("…") })
    for row in 20...23 {
      #expect(frame[row, 0].style.foreground == .red)
    }
    // The key bar moves up above it, over the body's bottom rows.
    #expect(Self.rows(frame, from: 19, through: 19)[0].hasPrefix(" q:Quit ?:Help"))
  }

  @Test func anEmptyListShowsItsFeedsFailureWholeAcrossTheBody() {
    var state = Self.worldFailed
    ScreenScenarios.reduce(
      &state, .key(.enter), .articlesLoaded(.feed(Fixtures.world), .success([])))
    let frame = ScreenScenarios.render(state)
    let said = "Nothing stored, and the last refresh failed: \(Self.reason)"
    let wrapped = said.wrapped(toWidth: 60).map(String.init)
    #expect(wrapped.count == 4)
    #expect(Self.rows(frame, from: 1, through: wrapped.count) == wrapped)
    #expect(!wrapped.contains { $0.contains("…") })
    // The status line says it whole too, below.
    #expect(
      Self.rows(frame, from: 20, through: 23).joined(separator: " ")
        == "Failed: \(Self.reason) (L:Error log)")
  }

  /// A third of the screen at most: the rest of a longer failure is cut there, and the log has it
  /// whole.
  @Test func theStatusLineGrowsToAThirdOfTheScreenAtMost() {
    var state = ReaderState.loaded(size: TerminalSize(columns: 40, rows: 12))
    state.message = .failed(ReaderFailure(Self.reason + " " + Self.reason))
    let frame = ScreenScenarios.render(state)
    let bottom = Self.rows(frame, from: 8, through: 11)
    #expect(bottom[0].hasPrefix("The article database"))
    #expect(bottom[3].hasSuffix("…"))
    #expect(Self.rows(frame, from: 7, through: 7)[0].hasPrefix(" q:Quit"))
  }

  /// The rows the failure takes from the body never hide the cursor's row, the failed feed itself.
  @Test func theCursorStaysInViewAboveAWrappedFailure() {
    var state = ReaderState.loaded(size: TerminalSize(columns: 60, rows: 7))
    ScreenScenarios.reduce(
      &state, .key(.character("R")),
      .feedRefreshed(FeedRefreshResult(feed: Fixtures.radio, failure: ReaderFailure(Self.reason))),
      .refreshFinished(), .key(.down), .key(.down), .key(.down))
    let frame = ScreenScenarios.render(state)
    let lines = Self.rows(frame, from: 0, through: 6)
    #expect(lines[1].hasPrefix(" 1 N (2/3) World"))
    #expect(lines[3].hasPrefix(" 3 ! (1/1) Radio"))
    #expect(frame[3, 59].style.isReversed)
    #expect(lines[5].hasPrefix("Failed: The article database"))
    #expect(lines[6].hasSuffix("…"))
  }

  @Test func aConfirmationStaysOneRow() {
    var state = ReaderState.loaded(size: Self.size)
    state.message = .finishedPlaying(Self.reason)
    let frame = ScreenScenarios.render(state)
    let lines = Self.rows(frame, from: 22, through: 23)
    #expect(lines[0].hasPrefix(" q:Quit ?:Help"))
    #expect(lines[1] == "Finished playing \(Self.reason)".truncated(toWidth: 60))
  }
}
