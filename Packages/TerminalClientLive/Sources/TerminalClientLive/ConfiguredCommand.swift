import ConfigurationCore
import Foundation
import ProcessEngine

/// A command from the configuration, ready to start: `sh -c` with the user's text and the
/// article's fields as positional parameters (``CommandTemplate``), so that no field is ever
/// parsed by the shell.
///
/// ProcessEngine starts it with every signal at its default and none of the reader's
/// descriptors, as it starts the browser of `$BROWSER` (``BrowserCommand``).
struct ConfiguredCommand: Sendable, Equatable {
  var invocation: ShellInvocation
  /// The command as the user wrote it, to name it when it fails.
  var written: String

  /// Runs the command on the terminal's descriptors and returns when it exits with status 0.
  func run(input: Int32, output: Int32) async throws(TerminalError) {
    let process = try start(
      standardInput: .descriptor(input), standardOutput: .descriptor(output),
      standardError: .inherited, inProcessGroupOfItsOwn: false)
    let status = await process.termination().shellStatus
    guard status == 0 else {
      throw .commandFailed(command: written, reason: "it exited with status \(status)")
    }
  }

  /// Starts the command with no terminal: nothing to read, its output discarded, so that it never
  /// writes over the reader's screen, and in a process group of its own, so that the keys that
  /// stop or interrupt the reader's group never reach it. It is reaped on a thread of its own
  /// whenever it ends, so that a player may outlive the moment, and the reader too.
  func startBeside() throws(TerminalError) {
    let process = try start(
      standardInput: .discarded, standardOutput: .discarded, standardError: .discarded,
      inProcessGroupOfItsOwn: true)
    let reaper = Thread { _ = process.waitForExit() }
    reaper.name = "reap \(process.identifier)"
    reaper.start()
  }

  private func start(
    standardInput: SpawnedProcess.Stream, standardOutput: SpawnedProcess.Stream,
    standardError: SpawnedProcess.Stream, inProcessGroupOfItsOwn: Bool
  ) throws(TerminalError) -> SpawnedProcess {
    do {
      return try SpawnedProcess.spawn(
        invocation.program, arguments: invocation.arguments, standardInput: standardInput,
        standardOutput: standardOutput, standardError: standardError,
        inProcessGroupOfItsOwn: inProcessGroupOfItsOwn)
    } catch {
      throw .commandFailed(command: written, reason: error.reason)
    }
  }
}
