import AudioPlayerClient
import AudioPlayerClientLive
import Dependencies
import Foundation
import NewsClient
import NewsClientLive
import NewsFeature

extension GlobalOptions {
  /// Runs a command's work with the dependencies the user asked for, and with Ctrl-C handled.
  ///
  /// This is the composition root: `--preview` (or `SWIFT_DEPENDENCIES_CONTEXT=preview`) switches
  /// every client to its preview value through swift-dependencies' own context, and the live
  /// context refuses to start unless every live implementation is linked.
  func run(_ operation: @escaping @Sendable () async throws -> Void) async throws {
    let preview = preview
    try await Interruption.exitingWhenInterrupted {
      try await withDependencies {
        if preview {
          $0.context = .preview
        } else if $0.context == .live {
          $0.newsClient = .live(configuration: .newsCLI())
        }
      } operation: {
        @Dependency(\.context) var context
        if context == .live {
          try LiveImplementations.require()
        }
        try await operation()
      }
    }
  }
}

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
