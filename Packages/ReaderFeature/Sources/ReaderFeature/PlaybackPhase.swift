/// Where a playback is: its download, then the sound.
public enum PlaybackPhase: Sendable, Hashable {
  /// Percent downloaded, or nil before the size is known.
  case downloading(percent: Int?)
  /// The time played, and the length when the player or the feed knows it.
  case playing(elapsed: Duration, duration: Duration?)
}
