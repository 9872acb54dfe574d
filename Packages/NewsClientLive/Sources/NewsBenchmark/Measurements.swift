import Foundation
import ProcessEngine

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
}

/// The rounds of one measurement: the median is the figure, the best round shows how much of the
/// spread is other work on the machine.
struct Timings {
  var rounds: [Duration] = []

  var median: Duration { Measurements.median(rounds) }
  var best: Duration { rounds.min() ?? .zero }

  mutating func append(_ duration: Duration) {
    rounds.append(duration)
  }
}

extension Measurements {

  /// This process's resident set size now, from /proc, in bytes.
  static func residentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kilobytes = Int(
        line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
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
  ///
  /// Started by ProcessEngine and reaped with `waitpid`: Foundation's `Process` took about 50 ms to
  /// start and reap even `/bin/true` here, which would have padded every baseline figure.
  @discardableResult
  static func run(_ executable: String, _ arguments: [String]) throws -> Duration {
    let start = ContinuousClock.now
    let process = try SpawnedProcess.spawn(
      executable, arguments: arguments, standardOutput: .discarded, standardError: .discarded)
    let termination = process.waitForExit()
    let elapsed = ContinuousClock.now - start
    guard termination == .exited(0) else {
      throw BenchmarkError(
        "\(executable) \(arguments.joined(separator: " ")) failed (\(termination))")
    }
    return elapsed
  }

  /// Runs a program and returns its standard output. Not for timing: see ``run(_:_:)``.
  static func output(_ executable: String, _ arguments: [String]) throws -> String {
    try SpawnedProcess.run(executable, arguments: arguments, standardError: .discarded)
      .successfulOutput()
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
