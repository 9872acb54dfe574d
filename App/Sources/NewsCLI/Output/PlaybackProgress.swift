import AudioPlayerClient
import Dependencies

/// Draws the player's position while a sound plays.
enum PlaybackProgress {
  /// Runs `playback`, redrawing `bar` from the player's position every tenth of a second on the
  /// `continuousClock` dependency until it ends.
  static func showing(_ bar: ProgressBar, during playback: () async throws -> Void) async throws {
    @Dependency(\.audioPlayer.position) var position
    @Dependency(\.continuousClock) var clock
    guard bar.isEnabled else {
      try await playback()
      return
    }
    let drawing = Task {
      while !Task.isCancelled {
        if let current = await position() {
          let total = current.duration.map { " / \($0.minutesAndSeconds)" } ?? ""
          bar.draw(fraction: current.fractionCompleted, detail: current.elapsed.minutesAndSeconds + total)
        }
        try await clock.sleep(for: .milliseconds(100))
      }
    }
    defer {
      drawing.cancel()
      bar.finish()
    }
    try await playback()
  }
}
