import ArgumentParser
import ConcurrencyExtras
import Dependencies
import Foundation

/// The one place that runs a command with the app's dependencies: live values, or with `--preview`
/// the previews of every client.
///
/// Commands only read dependencies. Setting the context here, around every command, means a new
/// command gets previews and the live values without doing anything for them, and a command that
/// forgets about `--preview` still cannot reach the network or the user's files. What the live
/// values need of the app (its identity, the environment, the settings, the command's flags) is
/// decided in ``LiveValues``, beside this file.
enum CompositionRoot {
  /// Runs `command` with its dependencies, turning Ctrl-C into cancellation and status 130.
  static func run(
    _ command: any ParsableCommand,
    arguments: [String] = CommandLine.arguments,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) async throws {
    let preview = PreviewMode.isRequested(by: arguments)
    let requiresLiveImplementations = !(command is any RunsWithoutLiveImplementations)
    // The parsed command is handed to the one task that runs it and never used here again, so no
    // two tasks share it: ArgumentParser's commands are not Sendable only because they need not be.
    let command = UncheckedSendable(command)
    try await Interruption.exitingWhenInterrupted {
      try await withDependencies {
        if preview {
          $0.context = .preview
        }
      } operation: {
        @Dependency(\.context) var context
        if context == .live, requiresLiveImplementations {
          try LiveImplementations.require()
        }
        try await LiveValues.providing(for: command.value, environment: environment) {
          var command = command.value
          if var asynchronous = command as? any AsyncParsableCommand {
            try await asynchronous.run()
          } else {
            try command.run()
          }
        }
      }
    }
  }
}
