import Foundation
import HTTPEngine
import NewsClient
import NewsClientLive

/// Runs every benchmark and prints the figures beside their targets.
enum BenchmarkReport {
  static let concurrency = NewsClient.LiveConfiguration().maximumConcurrentTransfers
  static let perHost = NewsClient.LiveConfiguration().maximumConcurrentTransfersPerHost

  /// - Parameter only: `parse` or `fetch` to run one part, nil for both.
  static func runAll(rounds: Int, serverScript: String, only: String?) async throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "news-bench-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    print(
      "news-bench: libcurl \(Libcurl.version), \(ProcessInfo.processInfo.activeProcessorCount) cores, "
        + "\(rounds) rounds each, alternating; median and best round")
    if only != "fetch" {
      let bigFeed = scratch.appendingPathComponent("big.xml")
      try FeedGenerator.write(items: 40_000, targetBytes: 15_000_000, to: bigFeed)
      let parse = try await ParseBenchmark.run(
        file: bigFeed, rounds: rounds, benchmarkExecutable: CommandLine.arguments[0])
      printParse(parse)
    }
    guard only != "parse" else { return }

    let smallFeed = scratch.appendingPathComponent("small.xml")
    try FeedGenerator.write(items: 80, targetBytes: 30_000, to: smallFeed)
    let feedBytes = try Data(contentsOf: smallFeed).count
    for latency in [20, 0] {
      let server = try FeedServer(
        script: serverScript, feed: smallFeed, latencyMilliseconds: latency)
      defer { server.stop() }
      let urls = (0..<100).map {
        URL(string: "http://127.0.0.\($0 % 25 + 1):\(server.port)/feeds/\($0).xml")!
      }
      let fetch = try await FetchBenchmark.run(
        urls: urls, concurrency: concurrency, perHost: perHost, rounds: rounds, scratch: scratch)
      printFetch(fetch, feedBytes: feedBytes, latencyMilliseconds: latency)
    }

    let slowServer = try FeedServer(
      script: serverScript, feed: smallFeed, latencyMilliseconds: 5_000)
    defer { slowServer.stop() }
    let latencies = try await CancellationBenchmark.run(
      url: URL(string: "http://127.0.0.1:\(slowServer.port)/feed.xml")!, rounds: 20,
      scratch: scratch)
    print("")
    print("Cancellation: from Task.cancel() to the fetch ending, server still silent, 20 rounds")
    print(
      "  median \(format(Measurements.median(latencies).milliseconds)) ms, "
        + "worst \(format(latencies.max()!.milliseconds)) ms   (target ≤ 50 ms)")
  }

  private static func printParse(_ result: ParseBenchmark.Result) {
    let megabytes = Double(result.fileBytes) / 1_000_000
    func rate(_ duration: Duration) -> Double { megabytes / (duration.milliseconds / 1000) }
    let growth = result.peakResidentBytes - result.baselineResidentBytes
    print("")
    print(
      "Parse: \(format(megabytes)) MB RSS 2.0, \(result.items) items          median              best"
    )
    print("  live client (parse to Feed)  " + row(result.liveClient, rate: rate))
    print("  xmllint --stream --noout     " + row(result.xmllint, rate: rate))
    print(
      "  ratio live client / xmllint  "
        + "\(format(rate(result.liveClient.median) / rate(result.xmllint.median)))"
        + "                \(format(rate(result.liveClient.best) / rate(result.xmllint.best)))"
        + "   (target ≥ 0.50, and ≥ 150 MB/s)")
    print(
      "  peak resident memory         \(format(Double(result.peakResidentBytes) / 1_000_000)) MB "
        + "(\(format(Double(result.baselineResidentBytes) / 1_000_000)) MB before parsing)")
    print(
      "  growth during the parse      \(format(Double(growth) / 1_000_000)) MB = "
        + "\(format(Double(growth) / Double(result.fileBytes))) × file size   (target ≤ 2.00)")
    print(
      "  growth per article           \(growth / max(1, result.items)) bytes "
        + "(the Feed itself: each article's text and its Article value)")
  }

  private static func row(_ timings: Timings, rate: (Duration) -> Double) -> String {
    "\(format(timings.median.milliseconds)) ms \(format(rate(timings.median))) MB/s   "
      + "\(format(timings.best.milliseconds)) ms \(format(rate(timings.best))) MB/s"
  }

  private static func printFetch(
    _ result: FetchBenchmark.Result, feedBytes: Int, latencyMilliseconds: Int
  ) {
    print("")
    print(
      "Fetch: \(result.feeds) feeds of \(format(Double(feedBytes) / 1000)) KB over 127.0.0.1–127.0.0.25, "
        + "\(latencyMilliseconds) ms server latency, \(result.concurrency) in flight "
        + "(\(perHost) per host for the live client and URLSession)")
    print("                                median      best")
    print(
      "  live client (fetch + parse)   \(milliseconds(result.liveClient))   (\(result.articlesPerRound) articles)"
    )
    print("  curl -Z --parallel-max \(result.concurrency)      \(milliseconds(result.curl))")
    print("  URLSession (fetch only)       \(milliseconds(result.urlSession))")
    let targets = latencyMilliseconds == 20
    print(
      "  live client / curl            "
        + "\(format(result.liveClient.median.milliseconds / result.curl.median.milliseconds))        "
        + "\(format(result.liveClient.best.milliseconds / result.curl.best.milliseconds))"
        + (targets ? "   (target ≤ 1.20)" : ""))
    print(
      "  URLSession / live client      "
        + "\(format(result.urlSession.median.milliseconds / result.liveClient.median.milliseconds))        "
        + "\(format(result.urlSession.best.milliseconds / result.liveClient.best.milliseconds))"
        + (targets ? "   (target ≥ 2.00)" : ""))
  }

  private static func milliseconds(_ timings: Timings) -> String {
    "\(format(timings.median.milliseconds)) ms   \(format(timings.best.milliseconds)) ms"
  }

  private static func format(_ value: Double) -> String {
    String(format: "%.2f", value)
  }
}
