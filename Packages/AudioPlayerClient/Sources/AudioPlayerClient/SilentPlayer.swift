import Dependencies
import Foundation

extension AudioPlayerClient {
  /// A player that plays nothing, but takes `duration` for every file on the `continuousClock`
  /// dependency and honours stop, loop, volume and cancellation as a real one does.
  ///
  /// It backs ``previewValue``, and suits any test that wants time to pass while "playing": give
  /// it an immediate or test clock.
  public static func silent(playing duration: Duration) -> AudioPlayerClient {
    let player = SilentPlayer(duration: duration)
    return AudioPlayerClient(
      play: { _ in try await player.play(repeating: false) },
      loop: { _ in try await player.play(repeating: true) },
      setVolume: { _ in },
      stop: { player.stop() },
      position: { player.position.value }
    )
  }
}

private final class SilentPlayer: Sendable {
  let duration: Duration
  let position = LockIsolated<PlaybackPosition?>(nil)
  /// Bumped by every stop, so a play that started before it knows to end.
  let stopCount = LockIsolated(0)
  let step: Duration = .milliseconds(100)

  init(duration: Duration) {
    self.duration = duration
  }

  func play(repeating: Bool) async throws {
    @Dependency(\.continuousClock) var clock
    let startedAtStop = stopCount.value
    defer { position.setValue(nil) }
    repeat {
      var elapsed = Duration.zero
      while elapsed < duration {
        let current = PlaybackPosition(elapsed: elapsed, duration: duration)
        position.setValue(current)
        try await clock.sleep(for: min(step, duration - elapsed))
        guard stopCount.value == startedAtStop else { return }
        elapsed = min(duration, elapsed + step)
      }
    } while repeating
  }

  func stop() {
    stopCount.withValue { $0 += 1 }
  }
}
