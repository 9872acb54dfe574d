import AudioPlayerClient
import Dependencies
import Foundation

// The interface leaves `liveValue` to this package on purpose, so that features never link ALSA.
extension AudioPlayerClient: @retroactive DependencyKey {
  /// Plays through ALSA's `default` device.
  ///
  /// Which device a user wants, by flag, environment variable or settings, is the app's to decide:
  /// its composition root builds the player with ``live(device:)``.
  public static let liveValue = AudioPlayerClient.live(device: "default")
}

extension AudioPlayerClient {
  /// A player on the ALSA PCM `device`, named as `aplay -D` takes it: `default`, `null`, `hw:0`,
  /// `file:'/tmp/out.wav',wav`.
  ///
  /// The device is opened for each file and closed after it, so a device that is missing or busy
  /// now can work later; an unusable one fails `play` with
  /// ``AudioPlayerError/deviceUnavailable(device:reason:)``. Each player owns one playback thread,
  /// so make one per device and keep it.
  public static func live(device: String) -> AudioPlayerClient {
    let engine = PlaybackEngine(device: .named(device))
    return AudioPlayerClient(
      play: { try await engine.play($0, repeating: false) },
      loop: { try await engine.play($0, repeating: true) },
      setVolume: { engine.setVolume($0) },
      stop: { await engine.stop() },
      position: { engine.position() }
    )
  }
}
