import Foundation
import NewsClientLive

/// news-bench: the performance figures of NewsClientLive, printed side by side from one run.
///
///     news-bench [--rounds N] [--server PATH] [--only parse|fetch]
///                                               everything (or one part), as Scripts/examples/bench-news runs it
///     news-bench parse-memory FILE              (internal) one parse in a fresh process
let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String) -> String? {
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

do {
  if arguments.first == "parse-memory", arguments.count == 2 {
    try await ParseBenchmark.measureMemory(file: URL(fileURLWithPath: arguments[1]))
  } else {
    let rounds = option("--rounds").flatMap(Int.init) ?? 7
    let server =
      option("--server")
      ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Benchmarks/feed_server.py").path
    try await BenchmarkReport.runAll(rounds: rounds, serverScript: server, only: option("--only"))
  }
} catch {
  FileHandle.standardError.write(Data("news-bench: \(error)\n".utf8))
  exit(1)
}
