import Dependencies
import Foundation

/// Loads news feeds and their enclosures.
///
/// This is the interface only: it speaks the app's own model types, so features that depend on it
/// build and test without libcurl, libxml2 or any network code. The live implementation lives in
/// the `NewsClientLive` package, which only the app links.
///
/// Endpoints are closures rather than protocol requirements so that a test can override just the
/// one endpoint a flow uses and be told, by a failing test, if any other endpoint is called.
///
/// Cancelling the calling task stops a transfer at once and throws `CancellationError`, as every
/// client in this workspace does, so a caller handles cancellation one way whichever client it
/// awaits. Every other failure is a ``NewsClientError``.
public struct NewsClient: Sendable {
  /// Loads the feed at `url`, honouring `cachePolicy`.
  ///
  /// Throws a ``NewsClientError`` that names the URL, so a caller refreshing many feeds can report
  /// each failure beside the feeds that loaded.
  public var fetchFeed: @Sendable (_ url: URL, _ cachePolicy: CachePolicy) async throws -> Feed

  /// Asks the server for the feed at `url` and parses it only when it is no longer the revision
  /// the caller holds.
  ///
  /// `knownRevision` is the ``Feed/revision`` of the copy the caller kept, or nil when it kept
  /// none. When the server answers that nothing changed since the cached copy, or sends the same
  /// document again, and that document is `knownRevision`, the answer is ``FeedUpdate/unchanged``
  /// and nothing is parsed. Otherwise it is the feed, from the body just received or, after a
  /// 304, from the cached body the caller has not seen yet. Failures are as for ``fetchFeed``.
  public var fetchFeedUpdate:
    @Sendable (_ url: URL, _ knownRevision: String?) async throws -> FeedUpdate

  /// Downloads an enclosure, such as an audio bulletin, to a local file and returns its location.
  ///
  /// Players and other consumers only ever see local files, which keeps network code out of them.
  /// `progress` is called as bytes arrive, on an arbitrary thread.
  public var downloadEnclosure:
    @Sendable (
      _ url: URL,
      _ progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws -> URL

  /// Builds a client from its endpoints.
  ///
  /// Public so that the live package, previews and tests can each build their own value.
  public init(
    fetchFeed: @escaping @Sendable (_ url: URL, _ cachePolicy: CachePolicy) async throws -> Feed,
    fetchFeedUpdate:
      @escaping @Sendable (_ url: URL, _ knownRevision: String?) async throws -> FeedUpdate,
    downloadEnclosure:
      @escaping @Sendable (
        _ url: URL,
        _ progress: @escaping @Sendable (DownloadProgress) -> Void
      ) async throws -> URL
  ) {
    self.fetchFeed = fetchFeed
    self.fetchFeedUpdate = fetchFeedUpdate
    self.downloadEnclosure = downloadEnclosure
  }
}

extension DependencyValues {
  /// The client that loads feeds and enclosures.
  public var newsClient: NewsClient {
    get { self[NewsClient.self] }
    set { self[NewsClient.self] = newValue }
  }
}
