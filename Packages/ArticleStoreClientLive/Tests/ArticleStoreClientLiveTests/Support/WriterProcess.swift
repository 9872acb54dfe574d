import Foundation

/// The package's `article-store-writer` executable, run as a separate process that can be
/// killed, raced and limited.
final class WriterProcess: Sendable {
  let process: Process
  private let output: Pipe
  private let errors: Pipe

  /// Starts a writer of `rounds` rounds (0 runs until killed) on `database`. With
  /// `fileSizeLimit`, in 512-byte blocks, it runs under `ulimit -f` with SIGXFSZ ignored, so a
  /// write past the limit fails instead of killing it.
  init(database: URL, writer: String, rounds: Int, fileSizeLimit: Int? = nil) throws {
    process = Process()
    output = Pipe()
    errors = Pipe()
    let arguments = [Self.executable.path, database.path, writer, String(rounds)]
    if let fileSizeLimit {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments =
        [
          "-c", "trap '' XFSZ; ulimit -f \(fileSizeLimit); exec \"$@\"", "writer",
        ] + arguments
    } else {
      process.executableURL = Self.executable
      process.arguments = Array(arguments.dropFirst())
    }
    process.standardOutput = output
    process.standardError = errors
    try process.run()
  }

  func kill() {
    _ = Foundation.kill(process.processIdentifier, SIGKILL)
  }

  /// Waits for the process to end and returns the rounds it reported saved and marked, and what
  /// it printed to standard error.
  func finish() -> (saved: Set<Int>, marked: Set<Int>, errors: String) {
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let failures = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    var saved = Set<Int>()
    var marked = Set<Int>()
    for line in printed.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard words.count == 2, let round = Int(words[1]) else { continue }
      if words[0] == "saved" { saved.insert(round) }
      if words[0] == "marked" { marked.insert(round) }
    }
    return (saved, marked, failures)
  }

  /// SwiftPM builds it beside the test bundle, because the test target depends on it.
  static var executable: URL {
    Bundle.main.bundleURL.appendingPathComponent("article-store-writer")
  }
}
