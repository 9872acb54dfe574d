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
