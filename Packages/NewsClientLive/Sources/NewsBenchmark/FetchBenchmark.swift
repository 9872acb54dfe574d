import Foundation
import FoundationNetworking
import NewsClient
import NewsClientLive
import StorageClient

/// Fetching many small feeds over loopback with server latency: the live client (fetch and parse) against
/// `curl -Z` and URLSession (fetch only) at the same concurrency, each round with fresh connections.
enum FetchBenchmark {
  struct Result {
    var feeds: Int
    var concurrency: Int
    var liveClient: Timings
    var curl: Timings
    var urlSession: Timings
    var articlesPerRound: Int
  }

  static func run(urls: [URL], concurrency: Int, perHost: Int, rounds: Int, scratch: URL)
    async throws -> Result
  {
    let curlConfiguration = scratch.appendingPathComponent("curl.config")
    try urls.map { "url = \"\($0.absoluteString)\"\noutput = \"/dev/null\"\n" }.joined()
      .write(to: curlConfiguration, atomically: true, encoding: .utf8)
    let curlArguments = [
      "-Z", "--parallel-max", "\(concurrency)", "-s", "--fail", "-K", curlConfiguration.path,
    ]

    var ours = Timings()
    var curls = Timings()
    var sessions = Timings()
    var articles = 0
    _ = try await liveClientRound(
      urls: urls, concurrency: concurrency, perHost: perHost, scratch: scratch)
    try Measurements.run("/usr/bin/curl", curlArguments)
    _ = try await urlSessionRound(urls: urls, concurrency: concurrency, perHost: perHost)
    for _ in 0..<rounds {
      curls.append(try Measurements.run("/usr/bin/curl", curlArguments))
      let round = try await liveClientRound(
        urls: urls, concurrency: concurrency, perHost: perHost, scratch: scratch)
      ours.append(round.elapsed)
      articles = round.articles
      sessions.append(
        try await urlSessionRound(urls: urls, concurrency: concurrency, perHost: perHost))
    }
    return Result(
      feeds: urls.count, concurrency: concurrency, liveClient: ours, curl: curls,
      urlSession: sessions,
      articlesPerRound: articles)
  }

  /// A fresh client (so fresh connections and an empty cache) fetching and parsing every URL; the
  /// client's own limits bound the concurrency. Its cache is in memory: the live storage belongs
  /// to another live package, which this one may not link, and curl, the baseline, keeps nothing.
  private static func liveClientRound(
    urls: [URL], concurrency: Int, perHost: Int, scratch: URL
  ) async throws -> (elapsed: Duration, articles: Int) {
    let cache = scratch.appendingPathComponent("cache-\(UUID().uuidString)")
    let client = NewsClient.live(
      configuration: .init(
        storage: .inMemory(), cacheDirectory: cache, maximumConcurrentTransfers: concurrency,
        maximumConcurrentTransfersPerHost: perHost))
    var articles = 0
    let elapsed = try await Measurements.time {
      articles = try await withThrowingTaskGroup(of: Int.self) { group in
        for url in urls {
          group.addTask { try await client.fetchFeed(url, .revalidate).articles.count }
        }
        return try await group.reduce(0, +)
      }
    }
    try? FileManager.default.removeItem(at: cache)
    return (elapsed, articles)
  }

  /// A fresh ephemeral URLSession fetching every URL, `concurrency` at a time.
  private static func urlSessionRound(urls: [URL], concurrency: Int, perHost: Int) async throws
    -> Duration
  {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpMaximumConnectionsPerHost = perHost
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }
    return try await Measurements.time {
      try await withThrowingTaskGroup(of: Int.self) { group in
        var pending = urls[...]
        for _ in 0..<concurrency {
          guard let url = pending.popFirst() else { break }
          group.addTask { try await fetch(url, session: session) }
        }
        while try await group.next() != nil {
          guard let url = pending.popFirst() else { continue }
          group.addTask { try await fetch(url, session: session) }
        }
      }
    }
  }

  private static func fetch(_ url: URL, session: URLSession) async throws -> Int {
    let (data, response) = try await session.data(from: url)
    guard (response as? HTTPURLResponse)?.statusCode == 200 else {
      throw BenchmarkError("URLSession: \(url) failed")
    }
    return data.count
  }
}
