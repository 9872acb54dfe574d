import Foundation
import ProcessEngine
import TestSupport

@testable import NewsCLI

/// Runs the app as a person or a script would, in a home folder of its own, and captures what it
/// prints.
struct NewsCLIProcess {
  struct Output {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// A started app, with the pipes its output arrives on.
  struct Started {
    let process: SpawnedProcess
    let standardOutput: Pipe
    let standardError: Pipe
  }

  /// The program under test: the one `make test` names in `APP_UNDER_TEST`, which is the binary
  /// `make install` ships, else the one SwiftPM built beside this test bundle.
  static let executable: URL = {
    if let shipped = ProcessInfo.processInfo.environment["APP_UNDER_TEST"], !shipped.isEmpty {
      return URL(fileURLWithPath: shipped)
    }
    return Bundle.main.bundleURL.appendingPathComponent(AppIdentity.name)
  }()

  /// A fresh folder standing in for the user's home: configuration, state and cache live in it.
  var home: URL { homeFolder.url }
  var environment: [String: String]

  /// Shared by every copy of this value and removed with the last, so that a test run leaves no
  /// homes behind in the system's temporary folder.
  private let homeFolder: TemporaryFolder

  init(environment: [String: String] = [:]) {
    self.environment = environment
    // A test that cannot make a folder in the temporary folder cannot run at all.
    homeFolder = try! TemporaryFolder()
  }

  var fullEnvironment: [String: String] {
    // The app's own variables and the context the developer may have set would change what the
    // tests see; so would the shipped binary's name, which the app never reads.
    var full = ProcessInfo.processInfo.environment.filter {
      !$0.key.hasPrefix(AppIdentity.environmentPrefix)
    }
    for name in ["SWIFT_DEPENDENCIES_CONTEXT", "NO_COLOR", "APP_UNDER_TEST"] {
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
  /// (else /dev/null); the caller waits for it with ``collect(_:)``.
  func start(_ arguments: [String], input: String? = nil) throws -> Started {
    let standardOutput = Pipe()
    let standardError = Pipe()
    let standardInput = input.map { _ in Pipe() }
    let process = try SpawnedProcess.spawn(
      Self.executable.path, arguments: arguments, environment: fullEnvironment,
      standardInput: standardInput.map { .pipe($0) } ?? .discarded,
      standardOutput: .pipe(standardOutput), standardError: .pipe(standardError))
    if let standardInput, let input {
      // Small enough for the pipe's buffer, so writing never waits for the app to read.
      standardInput.fileHandleForWriting.write(Data(input.utf8))
      try standardInput.fileHandleForWriting.close()
    }
    return Started(process: process, standardOutput: standardOutput, standardError: standardError)
  }

  /// Runs the app to the end, killing it if it takes longer than `timeout`.
  func run(_ arguments: [String], input: String? = nil, timeout: Duration = .seconds(60))
    async throws -> Output
  {
    let started = try start(arguments, input: input)
    let watchdog = Task {
      try await Task.sleep(for: timeout)
      kill(started.process.identifier, SIGKILL)
    }
    defer { watchdog.cancel() }
    return await Self.collect(started)
  }

  /// Waits for the app and reads what it printed, on threads of their own: blocking the
  /// concurrency pool would starve the in-process test server the app talks to.
  static func collect(_ started: Started) async -> Output {
    async let output = read(started.standardOutput)
    async let errors = read(started.standardError)
    let termination = await started.process.termination()
    return Output(
      status: termination.shellStatus, standardOutput: await output, standardError: await errors)
  }

  private static func read(_ pipe: Pipe) async -> String {
    await withCheckedContinuation { continuation in
      Thread {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        continuation.resume(returning: String(decoding: data, as: UTF8.self))
      }.start()
    }
  }
}
