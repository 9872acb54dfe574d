import FileEngine
import Foundation
import HTTPEngine
import NetworkCore
import NewsClient

/// What the live client's endpoints do: conditional GETs through the cache, local files on
/// request, enclosure downloads, all transfers sharing one ``TransferEngine`` and its limits.
final class LiveNewsService: Sendable {
  private let configuration: NewsClient.LiveConfiguration
  private let engine: TransferEngine
  private let feedCache: FeedCache
  private let enclosureStore: EnclosureStore

  init(configuration: NewsClient.LiveConfiguration) {
    self.configuration = configuration
    engine =
      configuration.transport
      ?? TransferEngine(
        maximumInFlight: configuration.maximumConcurrentTransfers,
        maximumPerHost: configuration.maximumConcurrentTransfersPerHost)
    feedCache = FeedCache(storage: configuration.storage)
    enclosureStore = EnclosureStore(
      directory: configuration.cacheDirectory.appendingPathComponent(
        "enclosures", isDirectory: true))
  }

  // MARK: - Feeds

  func fetchFeed(_ url: URL, cachePolicy: CachePolicy) async throws -> Feed {
    if url.isFileURL {
      return try LocalFeedReader.feed(at: url, maximumBytes: configuration.maximumFeedBytes)
    }
    guard WebAddress.isWeb(url) else { throw NewsClientError.network(url, .notWeb) }
    try Task.checkCancellation()
    switch cachePolicy {
    case .offline:
      guard let entry = await feedCache.entry(for: url), let feed = await cachedFeed(entry) else {
        throw NewsClientError.notCached(url)
      }
      return feed
    case .preferCache:
      if let entry = await feedCache.entry(for: url), let feed = await cachedFeed(entry) {
        return feed
      }
      return try await download(url)
    case .revalidate:
      switch try await conditionalGet(url, revalidating: await feedCache.entry(for: url)) {
      case .fetched(let feed):
        return feed
      case .notModified(let cached):
        if let feed = await cachedFeed(cached) { return feed }
        return try await download(url)
      }
    }
  }

  func fetchFeedUpdate(_ url: URL, knownRevision: String?) async throws -> FeedUpdate {
    if url.isFileURL {
      return .changed(
        try LocalFeedReader.feed(at: url, maximumBytes: configuration.maximumFeedBytes))
    }
    guard WebAddress.isWeb(url) else { throw NewsClientError.network(url, .notWeb) }
    try Task.checkCancellation()
    let feed: Feed
    switch try await conditionalGet(url, revalidating: await feedCache.entry(for: url)) {
    case .fetched(let fetched):
      feed = fetched
    case .notModified(let cached):
      if cached.revision == knownRevision { return .unchanged }
      if let parsed = await cachedFeed(cached) {
        feed = parsed
      } else {
        feed = try await download(url)
      }
    }
    return feed.revision != nil && feed.revision == knownRevision ? .unchanged : .changed(feed)
  }

  /// What a request answered: a feed that was sent, or a 304 for the cached copy.
  private enum Answer {
    case fetched(Feed)
    case notModified(FeedCache.Entry)
  }

  /// Sends the cached copy's validators, if any, and parses and caches what the server sends.
  private func conditionalGet(_ url: URL, revalidating cached: FeedCache.Entry?) async throws
    -> Answer
  {
    var headers: [String: String] = [:]
    if let cached {
      headers["If-None-Match"] = cached.entityTag
      headers["If-Modified-Since"] = cached.lastModified
    }
    let consumer = FeedBodyConsumer(url: url)
    let limits = TransferLimits(
      connectTimeout: configuration.connectTimeout, totalTimeout: configuration.transferTimeout,
      stallTimeout: configuration.stallTimeout, maximumBytes: configuration.maximumFeedBytes)
    let head = try await run(url, headers: headers, limits: limits, consumer: consumer)
    if head.statusCode == 304 {
      guard let cached else {
        throw NewsClientError.network(
          url, .failed(reason: "the server answered 304 Not Modified to an unconditional request"))
      }
      return .notModified(cached)
    }
    var feed = try await consumer.finish()
    let entry = FeedCache.Entry(
      url: url, entityTag: head.headers["etag"], lastModified: head.headers["last-modified"],
      charset: consumer.charset, body: consumer.body)
    feed.revision = Self.revision(of: feed, readFrom: entry)
    // A cache that cannot be written costs only the next conditional request, not this feed.
    try? await feedCache.store(entry)
    return .fetched(feed)
  }

  /// The feed fetched without validators, for when the cached copy no longer parses.
  private func download(_ url: URL) async throws -> Feed {
    guard case .fetched(let feed) = try await conditionalGet(url, revalidating: nil) else {
      throw NewsClientError.network(
        url, .failed(reason: "the server answered 304 Not Modified to an unconditional request"))
    }
    return feed
  }

  /// The feed in a cache entry, or nil (and the entry forgotten) when it no longer parses.
  private func cachedFeed(_ entry: FeedCache.Entry) async -> Feed? {
    let parser = FeedParser(feedURL: entry.url, httpCharset: entry.charset)
    let feed: Feed? = entry.body.withUnsafeBytes { bytes in
      do {
        try parser.consume(bytes)
        return try parser.finish()
      } catch {
        return nil
      }
    }
    guard var feed else {
      await feedCache.remove(entry.url)
      return nil
    }
    feed.revision = Self.revision(of: feed, readFrom: entry)
    return feed
  }

  /// The revision `feed` may be known by: its document's, unless the document broke off part-way.
  /// A feed with a ``Feed/problem`` has none, so it is never answered as unchanged and its
  /// problem is reported on every refresh for as long as the server sends it broken.
  private static func revision(of feed: Feed, readFrom entry: FeedCache.Entry) -> String? {
    feed.problem == nil ? entry.revision : nil
  }

  // MARK: - Enclosures

  func downloadEnclosure(
    _ url: URL, progress: @escaping @Sendable (DownloadProgress) -> Void
  ) async throws -> URL {
    guard WebAddress.isWeb(url) else { throw NewsClientError.network(url, .notWeb) }
    if let file = enclosureStore.completedFile(for: url) {
      let size =
        (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int64) ?? nil
      progress(DownloadProgress(bytesReceived: size ?? 0, totalBytes: size))
      return file
    }
    try Task.checkCancellation()
    do {
      try POSIXFile.makeFolders(enclosureStore.directory.path, mode: 0o755)
    } catch {
      throw NewsClientError.network(url, .failed(reason: error.reason))
    }
    enclosureStore.removeAbandonedDownloads()
    let destination = enclosureStore.fileURL(for: url)
    let writer = try EnclosureFileWriter(url: url, file: destination, progress: progress)
    let limits = TransferLimits(
      connectTimeout: configuration.connectTimeout,
      totalTimeout: configuration.enclosureTransferTimeout,
      stallTimeout: configuration.stallTimeout, maximumBytes: configuration.maximumEnclosureBytes)
    do {
      let head = try await run(url, headers: [:], limits: limits, consumer: writer)
      guard head.statusCode != 304 else {
        throw NewsClientError.network(
          url, .failed(reason: "the server answered 304 Not Modified to an unconditional request"))
      }
      try writer.finish()
    } catch {
      // The engine may let go of the writer only after its failure has reached us: a partial
      // download is removed before the caller hears of it, not when the writer is dropped.
      writer.abandon()
      throw error
    }
    return destination
  }

  // MARK: - Transfers

  /// Runs one transfer on the shared engine. Its failures name no URL, so they become
  /// ``NewsClientError``s here; a consumer's own error and cancellation pass through unchanged.
  private func run(
    _ url: URL, headers: [String: String], limits: TransferLimits,
    consumer: any ResponseBodyConsumer
  ) async throws -> ResponseHead {
    let request = TransferRequest(
      url: url, headers: headers, userAgent: configuration.userAgent, limits: limits)
    do {
      return try await engine.perform(request, consumer: consumer)
    } catch let failure as TransferFailure {
      throw NewsClientError.network(url, NetworkFailure(failure))
    }
  }
}
