import Foundation

/// Runs a program to its end, as a test's setup does, and fails with what it printed when it
/// exits with a status other than 0.
public enum ChildProcess {
  public struct Failure: Error, CustomStringConvertible {
    public var command: String
    public var status: Int32
    public var output: String

    public var description: String { "\(command) exited with \(status):\n\(output)" }
  }

  /// The program's standard output and error, together.
  @discardableResult
  public static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil
  ) async throws -> String {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("coldsweat-lab-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let output = try FileHandle(forWritingTo: log)
    defer { try? output.close() }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = output
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    let printed = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    guard status == 0 else {
      throw Failure(
        command: ([executable.lastPathComponent] + arguments).joined(separator: " "),
        status: status, output: printed)
    }
    return printed
  }
}
