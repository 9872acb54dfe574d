import Foundation
import NewsClient
import NewsClientLive

/// How long a fetch takes to end after its task is cancelled, while the server is still holding
/// the response back.
enum CancellationBenchmark {
  static func run(url: URL, rounds: Int, scratch: URL) async throws -> [Duration] {
    let client = NewsClient.live(
      configuration: .init(cacheDirectory: scratch.appendingPathComponent("cancel-cache")))
    var latencies: [Duration] = []
    for _ in 0..<rounds {
      let task = Task { try await client.fetchFeed(url, .revalidate) }
      try await Task.sleep(for: .milliseconds(100))
      let cancelledAt = ContinuousClock.now
      task.cancel()
      guard case .failure(let error) = await task.result, error is CancellationError else {
        throw BenchmarkError("a cancelled fetch of \(url) did not end as cancelled")
      }
      latencies.append(ContinuousClock.now - cancelledAt)
    }
    return latencies
  }
}
