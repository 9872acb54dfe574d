import AudioPlayerClient
import Foundation

extension AudioPlayerClient {
  /// Checks that the ALSA PCM `device` opens for playback and takes CD-quality stereo, then closes
  /// it, so an app's diagnostics can tell a missing sound card from a broken file before anything plays.
  ///
  /// It throws ``AudioPlayerError/deviceUnavailable(device:reason:)`` with ALSA's own reason, and
  /// prints nothing: ALSA's stderr messages are silenced. The check runs on a thread of its own,
  /// since opening a device may block.
  public static func checkDevice(_ device: String) async throws(AudioPlayerError) {
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<Void, AudioPlayerError>, Never>) in
      let thread = Thread {
        continuation.resume(returning: checkDeviceOnThisThread(.named(device)))
      }
      thread.name = "audio device check"
      thread.start()
    }
    try result.get()
  }
}

/// Opens, configures and closes `definition` on the calling thread.
func checkDeviceOnThisThread(_ definition: PCMDefinition) -> Result<Void, AudioPlayerError> {
  do {
    let device = try PCMDevice(opening: definition)
    _ = try device.configure(formats: [.int16, .int32, .float32], channels: 2, sampleRate: 44_100)
    return .success(())
  } catch {
    return .failure(
      .deviceUnavailable(device: definition.deviceName, reason: PlaybackSession.explain(error)))
  }
}
