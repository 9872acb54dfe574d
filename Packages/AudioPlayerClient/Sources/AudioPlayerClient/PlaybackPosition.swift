/// How far playback has come in the current file.
public struct PlaybackPosition: Sendable, Hashable {
  /// Time played so far in the current pass; a loop starts again from zero.
  public var elapsed: Duration
  /// The length of the file, or nil when the decoder cannot tell before reaching the end.
  public var duration: Duration?

  public init(elapsed: Duration, duration: Duration?) {
    self.elapsed = elapsed
    self.duration = duration
  }

  /// The completed fraction from 0 to 1, or nil when the duration is unknown.
  public var fractionCompleted: Double? {
    guard let duration, duration > .zero else { return nil }
    return min(1, max(0, elapsed / duration))
  }
}
