import ReaderFeature
import Testing

/// What the app found wrong as it started, such as a damaged settings.json set aside or a line of
/// the configuration file skipped, is on the reader's status line as it opens, rather than
/// printed behind its screen.
struct StartupWarningsTests {
  static let settings =
    "The settings file /home/ann/.config/reader/settings.json was damaged and moved aside"
  static let configuration = "/home/ann/.config/reader/config:3: unknown command 'colour'"

  @Test func theWarningsAreShownAsTheReaderOpensUntilTheFirstKey() {
    var harness = ReducerHarness(
      options: ReaderOptions(refreshesOnStart: true, startupWarnings: [Self.settings]))
    harness.send(.started, effects: [.loadFeeds, .watchStore, .refresh(nil)]) {
      $0.message = .startupWarnings([Self.settings])
      $0.refresh = RefreshStatus(total: 3)
      $0.logged("Starting", Self.settings)
    }
    // The refresh the reader opens with often ends before anyone has read them.
    harness.send(.refreshFinished(), effects: [.loadFeeds]) { $0.refresh = nil }
    harness.send(.key(.character("j"))) {
      $0.message = nil
      $0.pages = [.feeds(ListPosition(selected: 1))]
    }
  }

  @Test func aSyncThatFailsIsSaidOverTheWarnings() {
    let down = ReaderFailure("Could not connect to the sync server at https://rss.example.org/")
    var harness = ReducerHarness(
      options: ReaderOptions(refreshesOnStart: true, startupWarnings: [Self.settings]))
    harness.send(.started, effects: [.loadFeeds, .watchStore, .refresh(nil)]) {
      $0.message = .startupWarnings([Self.settings])
      $0.refresh = RefreshStatus(total: 3)
      $0.logged("Starting", Self.settings)
    }
    harness.send(.syncStarted) { $0.refresh?.isSync = true }
    harness.send(.syncFinished(.failure(down)), effects: [.loadFeeds]) {
      $0.refresh = nil
      $0.message = .syncFailed(down)
      $0.logged("The sync", down.message)
    }
  }

  @Test func withoutWarningsTheStatusLineStartsEmpty() {
    var harness = ReducerHarness()
    harness.send(.started, effects: [.loadFeeds, .watchStore])
    #expect(harness.state.message == nil)
  }

  @Test func theStatusLineShowsTheFirstWarningAndHowManyThereAre() {
    var state = ReaderState.loaded(options: ReaderOptions(startupWarnings: [Self.settings]))
    state.message = .startupWarnings([Self.settings])
    let frame = ScreenScenarios.render(state)
    let row = frame.size.rows - 1
    // Wrapped over the bottom rows, whole.
    #expect(
      frame.text.split(separator: "\n").suffix(3).joined(separator: " ")
        == "Warning: \(Self.settings)")
    #expect(frame[row, 0].style.foreground == .red)
    #expect(ReaderScreen.phrase(.startupWarnings([Self.settings])) == "Warning: \(Self.settings)")
    #expect(
      ReaderScreen.phrase(.startupWarnings([Self.settings, Self.configuration]))
        == "Warning 1 of 2, all printed on quitting: \(Self.settings)")
  }
}
