import ArgumentParser
import AudioPlayerClient
import AudioPlayerClientLive
import Dependencies
import Foundation
import NewsClient
import NewsClientLive
import StorageClient
import StorageClientLive

/// The one place that builds the app's dependencies: every live value, from the app's identity,
/// the environment, the settings and the chosen command's flags; or, with `--preview`, none.
///
/// Commands only read dependencies. Building them here, around every command, means a new command
/// gets the preview context and the user's settings without doing anything for them, and the live
/// packages are imported by this folder alone.
enum CompositionRoot {
  /// Runs `command` with its dependencies, turning Ctrl-C into cancellation and status 130.
  static func run(
    _ command: any ParsableCommand,
    arguments: [String] = CommandLine.arguments,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) async throws {
    let preview = PreviewMode.isRequested(by: arguments)
    let options = (command as? any ShapesLiveValues)?.liveOptions ?? LiveOptions()
    // Doctor runs regardless, since reporting a missing implementation is its job.
    let requiresLiveImplementations = !(command is Doctor)
    // The parsed command is handed to the one task that runs it and never used here again, so no
    // two tasks share it: ArgumentParser's commands are not Sendable only because they need not be.
    let command = UncheckedSendable(command)
    let folders = LiveFolders(environment: environment)
    try await Interruption.exitingWhenInterrupted {
      try await withDependencies {
        if preview {
          $0.context = .preview
        } else if $0.context == .live {
          $0.storage = .live(directories: folders.storage)
        }
      } operation: {
        @Dependency(\.context) var context
        if context == .live, requiresLiveImplementations {
          try LiveImplementations.require()
        }
        let settings = try await Warnings(terminal: .current()).loadSettings()
        try await withDependencies {
          $0.settings = settings
          if $0.context == .live {
            $0.newsClient = .live(
              configuration: newsConfiguration(options, cache: folders.cache))
            $0.audioPlayer = .liveOnFirstUse(
              device: audioDevice(options, settings: settings, environment: environment))
          }
        } operation: {
          var command = command.value
          do {
            if var asynchronous = command as? any AsyncParsableCommand {
              try await asynchronous.run()
            } else {
              try command.run()
            }
          } catch {
            throw withHint(error)
          }
        }
      }
    }
  }

  /// The news client's configuration: the app's User-Agent and cache folder and, when the user
  /// chose one with `--timeout`, that many seconds per feed.
  static func newsConfiguration(_ options: LiveOptions, cache: URL)
    -> NewsClient.LiveConfiguration
  {
    var configuration = NewsClient.LiveConfiguration(
      cacheDirectory: cache,
      userAgent: AppIdentity.userAgent
    )
    if let seconds = options.feedTimeout {
      configuration.connectTimeout = .seconds(min(seconds, 10))
      configuration.transferTimeout = .seconds(seconds)
      configuration.stallTimeout = .seconds(min(seconds, 15))
    }
    return configuration
  }

  /// The ALSA device: `--device`, else the environment variable, else the settings, else
  /// `default`. An empty variable counts as unset, as shells make it easy to set one by mistake.
  static func audioDevice(_ options: LiveOptions, settings: Settings, environment: [String: String])
    -> String
  {
    let fromEnvironment = environment[AppIdentity.audioDeviceVariable].flatMap {
      $0.isEmpty ? nil : $0
    }
    return options.audioDevice ?? fromEnvironment ?? settings.audioDevice ?? "default"
  }

  /// `error`, with what the user can do about it where only the app knows: its own flags and
  /// environment variables.
  static func withHint(_ error: any Error) -> any Error {
    guard case .deviceUnavailable = error as? AudioPlayerError else { return error }
    return CommandFailure(
      "\(error). Choose another device with --device or \(AppIdentity.audioDeviceVariable), for example 'null'."
    )
  }
}
