import AudioPlayerClient
import ConcurrencyExtras
import Dependencies
import TimeCore

/// Draws the player's position while a sound plays.
enum PlaybackProgress {
  /// Runs `playback`, redrawing `bar` from the player's position every tenth of a second on the
  /// `continuousClock` dependency until it ends. A sound that played to its end is shown full,
  /// though the last tenth of a second was never sampled.
  static func showing(_ bar: ProgressBar, during playback: () async throws -> Void) async throws {
    @Dependency(\.audioPlayer.position) var position
    @Dependency(\.continuousClock) var clock
    guard bar.isEnabled else {
      try await playback()
      return
    }
    let duration = LockIsolated<Duration?>(nil)
    let drawing = Task {
      while !Task.isCancelled {
        if let current = await position() {
          duration.setValue(current.duration)
          draw(current, on: bar)
        }
        try await clock.sleep(for: .milliseconds(100))
      }
    }
    defer {
      drawing.cancel()
      bar.finish()
    }
    try await playback()
    drawing.cancel()
    _ = await drawing.result
    if let total = duration.value {
      draw(PlaybackPosition(elapsed: total, duration: total), on: bar)
    }
  }

  private static func draw(_ position: PlaybackPosition, on bar: ProgressBar) {
    let total = position.duration.map { " / \(PlayTime.text($0))" } ?? ""
    bar.draw(
      fraction: position.fractionCompleted, detail: PlayTime.text(position.elapsed) + total)
  }
}
