import Dependencies
import Foundation
import NewsClient

// The interface module declares the test and preview values; the live value is declared here, in
// the only module allowed to link libcurl, as swift-dependencies intends for split clients.
extension NewsClient: @retroactive DependencyKey {
  /// A client with the default configuration: libcurl, the feed parser, feed bodies in the
  /// `\.storage` dependency's cache area and enclosures in
  /// ``LiveConfiguration/defaultCacheDirectory()``. An app builds its own with
  /// ``live(configuration:)``, passing its User-Agent, storage and cache folder.
  public static let liveValue = NewsClient.live()

  /// A live client with the given settings.
  ///
  /// `fetchFeed` takes http and https URLs, honouring the cache policy, and also a `file://` URL,
  /// which it reads directly and never caches: a local file is reached only when the caller names
  /// one, never through a redirect or an enclosure. `downloadEnclosure` takes http and https only.
  ///
  /// Each call makes an independent client with its own connection pool and concurrency limits,
  /// so the app should make one, at start-up, and keep it.
  public static func live(configuration: LiveConfiguration = LiveConfiguration()) -> NewsClient {
    let service = LiveNewsService(configuration: configuration)
    return NewsClient(
      fetchFeed: { url, cachePolicy in
        try await service.fetchFeed(url, cachePolicy: cachePolicy)
      },
      fetchFeedUpdate: { url, knownRevision in
        try await service.fetchFeedUpdate(url, knownRevision: knownRevision)
      },
      downloadEnclosure: { url, progress in
        try await service.downloadEnclosure(url, progress: progress)
      }
    )
  }
}
