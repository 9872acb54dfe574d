import Foundation

/// Runs the built `news-cli` binary, as a person or a script would, and captures what it prints.
struct NewsCLIProcess {
  struct Output {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The binary SwiftPM built beside this test bundle.
  static let executable = Bundle.main.bundleURL.appendingPathComponent("news-cli")

  var environment: [String: String] = [:]

  func run(_ arguments: [String]) throws -> Output {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DEPENDENCIES_CONTEXT"] = nil
    environment.merge(self.environment) { $1 }
    process.environment = environment
    let standardOutput = Pipe()
    let standardError = Pipe()
    process.standardOutput = standardOutput
    process.standardError = standardError
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputData = standardOutput.fileHandleForReading.readDataToEndOfFile()
    let errorData = standardError.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self)
    )
  }
}
