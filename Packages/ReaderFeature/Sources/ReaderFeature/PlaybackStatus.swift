/// The enclosure being downloaded or played, for the status bar.
public struct PlaybackStatus: Sendable, Hashable {
  public var title: String
  public var phase: PlaybackPhase

  public init(title: String, phase: PlaybackPhase) {
    self.title = title
    self.phase = phase
  }
}
