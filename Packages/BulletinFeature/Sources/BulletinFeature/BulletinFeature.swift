import AudioPlayerClient
import Dependencies
import Foundation
import NewsClient

/// Finds the newest audio bulletin in a feed, downloads it and plays it.
///
/// Each step is its own method so the app can show progress between them, and so each can be
/// tested with only the endpoints it uses.
public struct BulletinFeature: Sendable {
  @Dependency(\.newsClient) var newsClient
  @Dependency(\.audioPlayer) var audioPlayer

  public init() {}

  /// The newest article in `feed` that carries audio.
  ///
  /// Articles without a date count as older than any dated one, so a stray undated episode never
  /// wins over this hour's bulletin.
  public func latestBulletin(in feed: URL, cachePolicy: CachePolicy = .revalidate) async throws
    -> Bulletin
  {
    let loaded = try await newsClient.fetchFeed(feed, cachePolicy)
    let candidates = loaded.articles.enumerated().compactMap { index, article in
      article.enclosures.first(where: \.isAudio).map { (index, article, $0) }
    }
    let newest = candidates.max { left, right in
      switch (left.1.published, right.1.published) {
      case (let leftDate?, let rightDate?) where leftDate != rightDate:
        return leftDate < rightDate
      case (nil, .some):
        return true
      case (.some, nil):
        return false
      default:
        return left.0 > right.0
      }
    }
    guard let (_, article, audio) = newest else {
      throw BulletinError.noAudio(feed: feed)
    }
    return Bulletin(
      title: article.title, published: article.published, source: loaded.title, audio: audio)
  }

  /// Downloads the bulletin's audio to a local file, which the news client caches by URL.
  public func download(
    _ bulletin: Bulletin,
    progress: @escaping @Sendable (DownloadProgress) -> Void = { _ in }
  ) async throws -> URL {
    try await newsClient.downloadEnclosure(bulletin.audio.url, progress)
  }

  /// Plays a local file at `volume`, once or until stopped, and suspends until playback ends.
  ///
  /// Cancelling the calling task stops the sound, as the player promises.
  public func play(_ file: URL, volume: Float = 1, repeating: Bool = false) async throws {
    await audioPlayer.setVolume(volume)
    if repeating {
      try await audioPlayer.loop(file)
    } else {
      try await audioPlayer.play(file)
    }
  }

  /// Plays a short sound once at the current volume, such as the chime that announces new
  /// headlines in watch mode.
  public func chime(_ file: URL) async throws {
    try await audioPlayer.play(file)
  }
}
