import Dependencies
import Foundation
import ProcessEngine

/// The package's `article-store-writer` executable, run as a separate process that can be
/// killed, raced and limited.
final class WriterProcess: Sendable {
  /// What a writer reported before it ended.
  struct Outcome {
    var termination: SpawnedProcess.Termination
    /// The rounds it reported saved and marked.
    var saved: Set<Int>
    var marked: Set<Int>
    /// What it printed to standard error: failures and warnings.
    var errors: String
  }

  private let process: SpawnedProcess
  private let input: Pipe
  private let output: Pipe
  private let errors: Pipe
  /// Standard output read while waiting for a report, kept for ``finish()``.
  private let printed = LockIsolated(Data())

  /// Starts a writer of `rounds` rounds (0 runs until killed) on `database`, saving its own feed or
  /// `feed`. With `waits`, it touches nothing until ``release()``. With `fileSizeLimit`, in 512-byte
  /// blocks, it runs under `ulimit -f` with SIGXFSZ ignored, so a write past the limit fails
  /// instead of killing it.
  init(
    database: URL, writer: String, rounds: Int, feed: String? = nil, waits: Bool = false,
    fileSizeLimit: Int? = nil
  ) throws {
    input = Pipe()
    output = Pipe()
    errors = Pipe()
    var command = [Self.executable.path, database.path, writer, String(rounds)]
    if let feed { command += ["--feed", feed] }
    if waits { command.append("--wait") }
    if let fileSizeLimit {
      command =
        ["/bin/sh", "-c", "trap '' XFSZ; ulimit -f \(fileSizeLimit); exec \"$@\"", "writer"]
        + command
    }
    process = try SpawnedProcess.spawn(
      command[0], arguments: Array(command.dropFirst()), standardInput: .pipe(input),
      standardOutput: .pipe(output), standardError: .pipe(errors))
  }

  /// Lets a writer started with `waits` begin.
  func release() {
    input.fileHandleForWriting.write(Data("go\n".utf8))
  }

  func kill() {
    _ = Foundation.kill(process.identifier, SIGKILL)
  }

  /// Waits until the writer has printed `count` reports, or has ended: a point in its work known
  /// from what it did, not from how long it ran.
  func waitForReports(_ count: Int) {
    while printed.value.count(where: { $0 == UInt8(ascii: "\n") }) < count {
      let more = output.fileHandleForReading.availableData
      if more.isEmpty { return }
      printed.withValue { $0.append(more) }
    }
  }

  /// Waits for the process to end and returns what it reported.
  func finish() -> Outcome {
    let rest = output.fileHandleForReading.readDataToEndOfFile()
    let failures = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    var outcome = Outcome(
      termination: process.waitForExit(), saved: [], marked: [], errors: failures)
    let text = String(decoding: printed.value + rest, as: UTF8.self)
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard words.count == 2, let round = Int(words[1]) else { continue }
      if words[0] == "saved" { outcome.saved.insert(round) }
      if words[0] == "marked" { outcome.marked.insert(round) }
    }
    return outcome
  }

  /// SwiftPM builds it beside the test bundle, because the test target depends on it.
  static var executable: URL {
    Bundle.main.bundleURL.appendingPathComponent("article-store-writer")
  }
}
