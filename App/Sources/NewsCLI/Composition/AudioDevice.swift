import AudioPlayerClient
import AudioPlayerClientLive
import Dependencies
import Foundation
import NewsFeature

/// Runs `operation` with the live player switched to `device`, when one was chosen: by flag, by
/// `NEWS_CLI_AUDIO_DEVICE` (which the live value reads itself) or by the settings file.
///
/// Previews keep their silent player whatever the device.
func withAudioDevice<Result>(
  _ flag: String?,
  settings: Settings,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  operation: () async throws -> Result
) async throws -> Result {
  @Dependency(\.context) var context
  let fromEnvironment = environment["NEWS_CLI_AUDIO_DEVICE"].flatMap { $0.isEmpty ? nil : $0 }
  guard context == .live, let device = flag ?? (fromEnvironment == nil ? settings.audioDevice : nil) else {
    return try await operation()
  }
  return try await withDependencies {
    $0.audioPlayer = .live(device: device)
  } operation: {
    try await operation()
  }
}
