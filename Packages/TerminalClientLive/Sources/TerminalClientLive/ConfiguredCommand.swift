import ConfigurationCore
import Foundation
import Glibc
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

  /// Runs the command on the terminal's output with `text` on its standard input, as `pipe-to`
  /// gives a pager an article, and returns when it exits with status 0.
  func run(feeding text: String, output: Int32) async throws(TerminalError) {
    let input = Pipe()
    let process = try start(
      standardInput: .pipe(input), standardOutput: .descriptor(output),
      standardError: .inherited, inProcessGroupOfItsOwn: false)
    Self.feed(text, to: input.fileHandleForWriting)
    let status = await process.termination().shellStatus
    guard status == 0 else {
      throw .commandFailed(command: written, reason: "it exited with status \(status)")
    }
  }

  /// Starts the command beside the reader, as ``startBeside()`` does, with `text` on its standard
  /// input.
  func startBeside(feeding text: String) throws(TerminalError) {
    let input = Pipe()
    let process = try start(
      standardInput: .pipe(input), standardOutput: .discarded, standardError: .discarded,
      inProcessGroupOfItsOwn: true)
    Self.feed(text, to: input.fileHandleForWriting)
    let reaper = Thread { _ = process.waitForExit() }
    reaper.name = "reap \(process.identifier)"
    reaper.start()
  }

  /// Writes `text` into the pipe's end on a thread of its own, then closes it, so that a command
  /// that reads slowly, or not at all, never holds up the reader. SIGPIPE is blocked on that
  /// thread alone: a command that exits without reading ends the writing with EPIPE rather than
  /// the process (in the app SIGPIPE is ignored anyway; a test process does not ignore it). The
  /// SIGPIPE a write raises is directed at this thread, and Linux discards a thread's pending
  /// signals when it ends.
  private static func feed(_ text: String, to end: FileHandle) {
    let writer = Thread {
      var blocked = sigset_t()
      sigemptyset(&blocked)
      sigaddset(&blocked, SIGPIPE)
      pthread_sigmask(SIG_BLOCK, &blocked, nil)
      let bytes = Array(text.utf8)
      var written = 0
      while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes {
          Glibc.write(end.fileDescriptor, $0.baseAddress, $0.count)
        }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        written += count
      }
      try? end.close()
    }
    writer.name = "feed a command"
    writer.start()
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
