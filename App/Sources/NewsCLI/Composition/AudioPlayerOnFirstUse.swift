import AudioPlayerClient
import AudioPlayerClientLive
import Dependencies

extension AudioPlayerClient {
  /// The live player on `device`, built when something first plays or sets the volume, and set
  /// to `volume`, when there is one, before anything plays.
  ///
  /// The live player starts its playback thread as it is built, and most commands never play a
  /// sound: the composition root builds every client for every command, so this one waits until it
  /// is needed. Stopping or asking the position of a player that never started does nothing.
  static func liveOnFirstUse(device: String, volume: Float?) -> AudioPlayerClient {
    let player = LockIsolated<AudioPlayerClient?>(nil)
    /// The player, and whether this call built it, and so must set its volume.
    @Sendable func started() -> (player: AudioPlayerClient, isNew: Bool) {
      player.withValue { player in
        if let player { return (player, false) }
        let live = AudioPlayerClient.live(device: device)
        player = live
        return (live, true)
      }
    }
    /// The player, at `volume` if this call built it. A second caller racing the first could play
    /// before that volume is set; commands play one sound at a time, so none does.
    @Sendable func ready() async -> AudioPlayerClient {
      let (live, isNew) = started()
      if isNew, let volume { await live.setVolume(volume) }
      return live
    }
    return AudioPlayerClient(
      play: { try await ready().play($0) },
      loop: { try await ready().loop($0) },
      setVolume: { await started().player.setVolume($0) },
      stop: { await player.value?.stop() },
      position: { await player.value?.position() }
    )
  }
}
