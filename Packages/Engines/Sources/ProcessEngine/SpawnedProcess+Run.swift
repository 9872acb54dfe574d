import Foundation

extension SpawnedProcess {
  /// Runs `program` to its end, as a test's set-up or a benchmark's baseline does, and returns
  /// how it ended and what it printed.
  ///
  /// The output goes through a file rather than a pipe: a program that leaves a daemon behind
  /// (`tmux new-session` starts a server) would keep a pipe open for as long as the daemon runs,
  /// and its reader would wait for that long.
  public static func run(
    _ program: String, arguments: [String] = [], environment: [String: String]? = nil,
    standardInput: Stream = .discarded, standardError: Stream = .standardOutput
  ) async throws(SpawnFailure) -> CompletedProcess {
    let (process, outputFile) = try start(
      program, arguments, environment, standardInput, standardError)
    return finished([program] + arguments, await process.termination(), outputFile)
  }

  /// The same, blocking the calling thread while the program runs: for synchronous code, such as
  /// a `defer` that must not return before the program has done its work.
  public static func run(
    _ program: String, arguments: [String] = [], environment: [String: String]? = nil,
    standardInput: Stream = .discarded, standardError: Stream = .standardOutput
  ) throws(SpawnFailure) -> CompletedProcess {
    let (process, outputFile) = try start(
      program, arguments, environment, standardInput, standardError)
    return finished([program] + arguments, process.waitForExit(), outputFile)
  }

  private static func start(
    _ program: String, _ arguments: [String], _ environment: [String: String]?,
    _ standardInput: Stream, _ standardError: Stream
  ) throws(SpawnFailure) -> (SpawnedProcess, outputFile: String) {
    let outputFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("spawned-output-\(UUID().uuidString)").path
    let process = try spawn(
      program, arguments: arguments, environment: environment, standardInput: standardInput,
      standardOutput: .file(outputFile), standardError: standardError)
    return (process, outputFile)
  }

  /// What the program printed, read from its output file, which is then removed.
  private static func finished(
    _ command: [String], _ termination: Termination, _ outputFile: String
  ) -> CompletedProcess {
    defer { try? FileManager.default.removeItem(atPath: outputFile) }
    let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
    return CompletedProcess(command: command, termination: termination, output: output)
  }
}
