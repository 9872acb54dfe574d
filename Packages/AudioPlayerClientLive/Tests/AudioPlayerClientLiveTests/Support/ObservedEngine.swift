import Dependencies

@testable import AudioPlayerClientLive

/// An engine whose period observer can reach the engine itself, to stop it or change its volume at
/// a known period.
final class ObservedEngine: Sendable {
  private let engine = LockIsolated<PlaybackEngine?>(nil)

  init(
    device: PCMDefinition,
    observer: @escaping @Sendable (PlaybackEngine, PlaybackEngine.PeriodReport) -> Void
  ) {
    let engine = self.engine
    engine.setValue(
      PlaybackEngine(device: device) { report in
        if let current = engine.value { observer(current, report) }
      })
  }

  var value: PlaybackEngine { engine.value! }

  /// Breaks the cycle between the engine and its observer.
  deinit { engine.setValue(nil) }
}
