import AudioPlayerClient
import AudioPlayerClientLive
import Dependencies

extension AudioPlayerClient {
  /// The live player on `device`, built when something first plays or sets the volume.
  ///
  /// The live player starts its playback thread as it is built, and most commands never play a
  /// sound: the composition root builds every client for every command, so this one waits until it
  /// is needed. Stopping or asking the position of a player that never started does nothing.
  static func liveOnFirstUse(device: String) -> AudioPlayerClient {
    let player = LockIsolated<AudioPlayerClient?>(nil)
    @Sendable func started() -> AudioPlayerClient {
      player.withValue { player in
        if let player { return player }
        let live = AudioPlayerClient.live(device: device)
        player = live
        return live
      }
    }
    return AudioPlayerClient(
      play: { try await started().play($0) },
      loop: { try await started().loop($0) },
      setVolume: { await started().setVolume($0) },
      stop: { await player.value?.stop() },
      position: { await player.value?.position() }
    )
  }
}
