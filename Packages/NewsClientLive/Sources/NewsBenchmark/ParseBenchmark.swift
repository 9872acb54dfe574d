import Foundation
import NewsClient
import NewsClientLive

/// Parse throughput of the live client against `xmllint --stream --noout` on the same file, and the peak
/// memory of a parse measured in a fresh process.
enum ParseBenchmark {
  struct Result {
    var fileBytes: Int
    var items: Int
    var liveClient: Timings
    var xmllint: Timings
    var baselineResidentBytes: Int
    var peakResidentBytes: Int
  }

  static func run(file: URL, rounds: Int, benchmarkExecutable: String) async throws -> Result {
    let fileBytes = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as! Int
    let client = NewsClient.live(
      configuration: .init(cacheDirectory: FileManager.default.temporaryDirectory))
    var items = 0
    var ours = Timings()
    var theirs = Timings()
    _ = try await client.fetchFeed(file, .revalidate)
    try Measurements.run("/usr/bin/xmllint", ["--stream", "--noout", file.path])
    for _ in 0..<rounds {
      theirs.append(try Measurements.run("/usr/bin/xmllint", ["--stream", "--noout", file.path]))
      var feed: Feed?
      ours.append(
        try await Measurements.time { feed = try await client.fetchFeed(file, .revalidate) })
      // Freed outside the timed part: the figure is the time until the feed can be used.
      items = feed?.articles.count ?? 0
    }
    let memory = try Measurements.output(benchmarkExecutable, ["parse-memory", file.path])
      .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard memory.count == 2 else { throw BenchmarkError("parse-memory printed \(memory)") }
    return Result(
      fileBytes: fileBytes, items: items, liveClient: ours, xmllint: theirs,
      baselineResidentBytes: memory[0], peakResidentBytes: memory[1])
  }

  /// In a fresh process: parses `file` once, keeps the feed alive, and prints the resident size
  /// before parsing and the peak after, in bytes.
  static func measureMemory(file: URL) async throws {
    let client = NewsClient.live(
      configuration: .init(cacheDirectory: FileManager.default.temporaryDirectory))
    let baseline = Measurements.residentBytes()
    let feed = try await client.fetchFeed(file, .revalidate)
    let peak = Measurements.peakResidentBytes()
    precondition(!feed.articles.isEmpty)
    print(baseline, peak)
    withExtendedLifetime(feed) {}
  }
}
