import AudioPlayerClient
import FileEngine
import Foundation

/// The live player: a dedicated thread that owns every `snd_pcm_*` call, behind an async API that
/// never blocks the Swift concurrency pool.
///
/// alsa-lib's PCM handles are not thread-safe, and writing to a device blocks for as long as the
/// sound takes; so one thread, started with the engine, opens the device, decodes, writes and
/// closes, while `play` and `loop` wait on a continuation the thread resumes. The thread sleeps in
/// `poll` on the device and on a doorbell, so it never spins and wakes at once for `stop`.
package final class PlaybackEngine: Sendable {
  /// What the thread reports after each period it hands to ALSA, on the playback thread itself.
  ///
  /// Tests use it to stop a loop after a fixed number of periods (the `null` device never blocks,
  /// so only the player's own progress can bound a loop) and to change the volume at a known frame;
  /// the benchmark uses it to time the first frame.
  package struct PeriodReport: Sendable {
    /// 0 for the first period of a `play` or `loop`.
    package var periodIndex: Int
    /// Frames handed to ALSA so far, this period's included, over every pass of a loop.
    package var framesWritten: Int
    /// 0 on the first pass through the file, 1 on the second, and so on. A period never spans two
    /// passes.
    package var pass: Int
    package var sampleRate: Int
  }

  private let definition: PCMDefinition
  private let control: PlaybackControl?
  /// Why the engine could not start, reported by every call instead of crashing.
  private let startFailure: AudioPlayerError?

  package init(
    device definition: PCMDefinition,
    onPeriodWritten: (@Sendable (PeriodReport) -> Void)? = nil
  ) {
    self.definition = definition
    do {
      let control = PlaybackControl(wake: try WakePipe())
      self.control = control
      startFailure = nil
      let thread = Thread {
        Self.run(control: control, definition: definition, onPeriodWritten: onPeriodWritten)
      }
      thread.name = "audio playback"
      thread.start()
    } catch {
      control = nil
      startFailure = .playbackFailed(device: definition.deviceName, reason: error.reason)
    }
  }

  deinit {
    control?.shutDown()
  }

  /// Plays `url` once, or over and over when `repeating`, returning when it ends, is stopped or is
  /// replaced by another `play`, and throwing `CancellationError` when the task is cancelled.
  package func play(_ url: URL, repeating: Bool) async throws {
    guard url.isFileURL else { throw AudioPlayerError.notLocal(url) }
    guard let control else {
      throw startFailure
        ?? .playbackFailed(device: definition.deviceName, reason: "no playback thread")
    }
    let id = control.makeID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        control.submit(
          .init(id: id, url: url, repeating: repeating, continuation: continuation),
          taskIsCancelled: Task.isCancelled)
      }
    } onCancel: {
      control.cancel(id: id)
    }
  }

  package func setVolume(_ volume: Float) {
    control?.volume = volume
  }

  /// Returns once the device has dropped what it held.
  package func stop() async {
    guard let control else { return }
    await withCheckedContinuation { control.stop(resuming: $0) }
  }

  /// Asks playback to stop without waiting for it, for a caller that cannot suspend, such as a
  /// period observer: the thread drops the device before it writes another period.
  package func requestStop() {
    control?.stop(resuming: nil)
  }

  package func position() -> PlaybackPosition? {
    control?.position
  }

  private static func run(
    control: PlaybackControl, definition: PCMDefinition,
    onPeriodWritten: (@Sendable (PeriodReport) -> Void)?
  ) {
    while true {
      switch control.nextWork() {
      case .exit:
        return
      case .idle:
        control.wake.wait()
      case .play(let request):
        let session = PlaybackSession(
          request: request, definition: definition, control: control,
          onPeriodWritten: onPeriodWritten)
        var openDevice: PCMDevice?
        let result = Result { try session.run(leavingOpen: &openDevice) }
        withExtendedLifetime(openDevice) {
          let stopWaiters = control.finishActive()
          request.continuation.resume(with: result)
          for waiter in stopWaiters { waiter.resume() }
        }
      }
    }
  }
}
