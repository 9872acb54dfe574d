import Dependencies
import Foundation

extension NewsClient: TestDependencyKey {
  /// Every endpoint fails the test that calls it, naming the endpoint.
  ///
  /// Tests start here and override only the endpoints their flow should use, so that a flow that
  /// starts calling something new is caught.
  public static let testValue = NewsClient(
    fetchFeed: unimplemented("NewsClient.fetchFeed"),
    fetchFeedUpdate: unimplemented("NewsClient.fetchFeedUpdate"),
    downloadEnclosure: unimplemented("NewsClient.downloadEnclosure")
  )

  /// Realistic sample feeds that need no network, for an app's `--preview` and for trying features
  /// out.
  ///
  /// Article dates are minutes before the `date` dependency's now, so relative times read
  /// naturally. Any URL whose host mentions NPR answers with an audio bulletin, any other URL with
  /// world or technology headlines. A download "arrives" in steps on the `continuousClock`
  /// dependency and names a local file that it never writes.
  public static let previewValue = NewsClient(
    fetchFeed: { url, _ in
      @Dependency(\.date.now) var now
      return SampleFeeds.feed(for: url, now: now)
    },
    fetchFeedUpdate: { url, _ in
      @Dependency(\.date.now) var now
      return .changed(SampleFeeds.feed(for: url, now: now))
    },
    downloadEnclosure: { url, progress in
      @Dependency(\.continuousClock) var clock
      let totalBytes: Int64 = 4_718_592
      let steps: Int64 = 8
      for step in 1...steps {
        try await clock.sleep(for: .milliseconds(60))
        progress(DownloadProgress(bytesReceived: totalBytes * step / steps, totalBytes: totalBytes))
      }
      return FileManager.default.temporaryDirectory
        .appendingPathComponent("NewsClient-preview", isDirectory: true)
        .appendingPathComponent(
          url.lastPathComponent.isEmpty ? "bulletin.mp3" : url.lastPathComponent)
    }
  )
}
