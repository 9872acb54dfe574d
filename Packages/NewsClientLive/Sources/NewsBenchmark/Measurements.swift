import Foundation

/// Timing, medians, memory and child processes for the benchmark.
enum Measurements {
  static func time(_ body: () async throws -> Void) async rethrows -> Duration {
    let start = ContinuousClock.now
    try await body()
    return ContinuousClock.now - start
  }

  static func median(_ values: [Duration]) -> Duration {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  /// This process's resident set size now, from /proc, in bytes.
  static func residentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    else { return 0 }
    return kilobytes * 1024
  }

  /// The most this process has ever had resident, in bytes.
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
  }

  /// Runs a program to completion with its output discarded and returns how long it took.
  @discardableResult
  static func run(_ executable: String, _ arguments: [String], output: FileHandle? = nil) throws -> Duration {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = output ?? FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = ContinuousClock.now
    try process.run()
    process.waitUntilExit()
    let elapsed = ContinuousClock.now - start
    guard process.terminationStatus == 0 else {
      throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
    }
    return elapsed
  }

  /// Runs a program and returns its standard output.
  static func output(_ executable: String, _ arguments: [String]) throws -> String {
    let pipe = Pipe()
    try run(executable, arguments, output: pipe.fileHandleForWriting)
    try pipe.fileHandleForWriting.close()
    return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }
}

struct BenchmarkError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

extension Duration {
  var milliseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
