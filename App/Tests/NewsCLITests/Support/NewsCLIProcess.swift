import ConcurrencyExtras
import Foundation

@testable import NewsCLI

/// Runs the built binary, as a person or a script would, in a home folder of its own,
/// and captures what it prints.
struct NewsCLIProcess {
  struct Output {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The binary SwiftPM built beside this test bundle.
  static let executable = Bundle.main.bundleURL.appendingPathComponent(AppIdentity.name)

  /// A fresh folder standing in for the user's home: configuration, state and cache live in it.
  var home: URL { homeFolder.url }
  var environment: [String: String]

  /// Shared by every copy of this value and removed with the last, so that a test run leaves no
  /// homes behind in the system's temporary folder.
  private let homeFolder = HomeFolder()

  init(environment: [String: String] = [:]) {
    self.environment = environment
  }

  var fullEnvironment: [String: String] {
    // The app's own variables and the context the developer may have set would change what the
    // tests see.
    var full = ProcessInfo.processInfo.environment.filter {
      !$0.key.hasPrefix(AppIdentity.environmentPrefix)
    }
    for name in ["SWIFT_DEPENDENCIES_CONTEXT", "NO_COLOR"] {
      full[name] = nil
    }
    full["HOME"] = home.path
    full["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
    full["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
    full["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
    full["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
    full.merge(environment) { $1 }
    return full
  }

  /// Starts the app with pipes for its output and `input`, when given, as its standard input
  /// (else /dev/null); the caller waits for it.
  func start(_ arguments: [String], input: String? = nil) throws -> (
    Process, stdout: Pipe, stderr: Pipe
  ) {
    try Self.launch(Self.executable, arguments, environment: fullEnvironment, input: input)
  }

  private static func launch(
    _ executable: URL,
    _ arguments: [String],
    environment: [String: String],
    input: String? = nil
  ) throws -> (Process, stdout: Pipe, stderr: Pipe) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    let standardOutput = Pipe()
    let standardError = Pipe()
    process.standardOutput = standardOutput
    process.standardError = standardError
    let standardInput = input.map { _ in Pipe() }
    process.standardInput = standardInput ?? FileHandle.nullDevice
    try process.run()
    if let standardInput, let input {
      // Small enough for the pipe's buffer, so writing never waits for the app to read.
      standardInput.fileHandleForWriting.write(Data(input.utf8))
      try standardInput.fileHandleForWriting.close()
    }
    return (process, standardOutput, standardError)
  }

  /// Runs the app to the end, killing it if it takes longer than `timeout`.
  func run(_ arguments: [String], input: String? = nil, timeout: TimeInterval = 60) async throws
    -> Output
  {
    let (process, standardOutput, standardError) = try start(arguments, input: input)
    let watchdog = DispatchWorkItem { process.terminate() }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    defer { watchdog.cancel() }
    return await Self.collect(process, standardOutput, standardError)
  }

  /// Waits for `process` and reads what it printed, on threads of their own: blocking the
  /// concurrency pool would starve the in-process test server the process talks to.
  static func collect(_ process: Process, _ standardOutput: Pipe, _ standardError: Pipe) async
    -> Output
  {
    await withCheckedContinuation { continuation in
      Thread {
        continuation.resume(returning: collectBlocking(process, standardOutput, standardError))
      }.start()
    }
  }

  private static func collectBlocking(
    _ process: Process, _ standardOutput: Pipe, _ standardError: Pipe
  ) -> Output {
    let errorData = LockIsolated(Data())
    let readingErrors = Thread {
      errorData.setValue(standardError.fileHandleForReading.readDataToEndOfFile())
    }
    readingErrors.start()
    let outputData = standardOutput.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !readingErrors.isFinished { Thread.sleep(forTimeInterval: 0.001) }
    return Output(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData.value, as: UTF8.self)
    )
  }
}

/// The folder behind ``NewsCLIProcess/home``, which exists as long as this object does.
private final class HomeFolder: Sendable {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "\(AppIdentity.name)-test-\(UUID().uuidString)")

  init() {
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
