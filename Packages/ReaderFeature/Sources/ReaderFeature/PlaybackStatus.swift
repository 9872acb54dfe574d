/// The enclosure being downloaded or played, for the status bar.
public struct PlaybackStatus: Sendable, Hashable {
  /// Numbers each playback, so that news from one the user already replaced is ignored.
  public var session: Int
  public var title: String
  public var phase: PlaybackPhase

  public init(session: Int, title: String, phase: PlaybackPhase) {
    self.session = session
    self.title = title
    self.phase = phase
  }
}

/// Where a playback is: its download, then the sound.
public enum PlaybackPhase: Sendable, Hashable {
  /// Percent downloaded, or nil before the size is known.
  case downloading(percent: Int?)
  /// The time played, and the length when the player or the feed knows it.
  case playing(elapsed: Duration, duration: Duration?)
}
