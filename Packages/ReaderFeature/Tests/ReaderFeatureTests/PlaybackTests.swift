import ArticleStoreClient
import Foundation
import NewsClient
import ReaderFeature
import TerminalClient
import Testing

/// `p`, `s` and `o`: the reducer's side of playing an enclosure and opening a link.
struct PlaybackTests {
  /// The radio feed's list, with its bulletin selected.
  var radioListed: ReaderState {
    var state = ReaderState.loaded()
    let reducer = ReaderReducer(now: { Fixtures.base })
    _ = reducer.reduce(&state, .key(.character("G")))
    _ = reducer.reduce(&state, .key(.enter))
    _ = reducer.reduce(
      &state, .articlesLoaded(.feed(Fixtures.radio), .success([Fixtures.radioArticle])))
    return state
  }

  @Test func pDownloadsThenPlaysWithProgressUntilTheEnd() {
    var harness = ReducerHarness(radioListed)
    harness.send(.key(.character("p")), effects: [.play(Fixtures.bulletin)]) {
      $0.playback = PlaybackStatus(
        title: "News at eight", phase: .downloading(percent: nil))
    }
    harness.send(.playbackProgressed(.downloading(percent: 40))) {
      $0.playback?.phase = .downloading(percent: 40)
    }
    harness.send(
      .playbackProgressed(.playing(elapsed: .seconds(83), duration: .seconds(300)))
    ) {
      $0.playback?.phase = .playing(elapsed: .seconds(83), duration: .seconds(300))
    }
    harness.send(.playbackFinished(failure: nil)) {
      $0.playback = nil
      $0.message = .finishedPlaying("News at eight")
    }
  }

  @Test func sStopsAndNewsOfAStoppedPlaybackIsIgnored() {
    var harness = ReducerHarness(radioListed)
    harness.send(.key(.character("p")), effects: [.play(Fixtures.bulletin)]) {
      $0.playback = PlaybackStatus(
        title: "News at eight", phase: .downloading(percent: nil))
    }
    harness.send(.key(.character("s")), directive: .cancel(.playback)) { $0.playback = nil }
    harness.send(.playbackProgressed(.downloading(percent: 90)))
    harness.send(.playbackFinished(failure: nil))
    harness.send(.key(.character("s"))) { $0.message = .nothingPlaying }
  }

  /// `p` again starts over, shown downloading again; its effect's key stops the playback it
  /// replaces, and the runner drops what that one still reports
  /// (``ReaderFeatureTests/playingAgainStopsTheEarlierPlaybackAndDropsItsNews()``).
  @Test func playingAgainStartsOver() {
    var harness = ReducerHarness(radioListed)
    harness.send(.key(.character("p")), effects: [.play(Fixtures.bulletin)]) {
      $0.playback = PlaybackStatus(title: "News at eight", phase: .downloading(percent: nil))
    }
    harness.send(.playbackProgressed(.playing(elapsed: .seconds(5), duration: .seconds(300)))) {
      $0.playback?.phase = .playing(elapsed: .seconds(5), duration: .seconds(300))
    }
    harness.send(.key(.character("p")), effects: [.play(Fixtures.bulletin)]) {
      $0.playback?.phase = .downloading(percent: nil)
    }
    #expect(ReaderEffect.play(Fixtures.bulletin).key == .playback)
  }

  @Test func aPlaybackFailureIsShown() {
    var harness = ReducerHarness(radioListed)
    harness.send(.key(.character("p")), effects: [.play(Fixtures.bulletin)]) {
      $0.playback = PlaybackStatus(
        title: "News at eight", phase: .downloading(percent: nil))
    }
    let failure = ReaderFailure("Could not open the audio device 'default': no card")
    harness.send(.playbackFinished(failure: failure)) {
      $0.playback = nil
      $0.message = .failed(failure)
      $0.logged("Playing News at eight", failure.message)
    }
  }

  @Test func anArticleWithoutAudioSaysSo() {
    var harness = ReducerHarness(.worldListed())
    harness.send(.key(.character("p"))) {
      $0.message = .noAudio
    }
  }

  @Test func oOpensTheLinkInTheBrowserAndTheScreenIsDrawnAgainAfter() {
    var harness = ReducerHarness(.worldListed())
    harness.send(.key(.character("o"))) { $0.message = .noLink }
    harness.send(.key(.character("G"))) {
      $0.message = nil
      $0.list(1) { $0.position.selected = 2 }
    }
    harness.send(
      .key(.character("o")), effects: [.openInBrowser(URL(string: "https://example.org/m")!)])
    harness.send(.browserFinished(failure: nil), directive: .redraw)
    harness.send(.browserFinished(failure: ReaderFailure("No browser")), directive: .redraw) {
      $0.message = .failed(ReaderFailure("No browser"))
      $0.logged("The browser", "No browser")
    }
  }
}
