import Foundation

/// Why no bulletin could be played.
public enum BulletinError: Error, Sendable, Hashable {
  /// The feed loaded but holds no audio enclosure.
  case noAudio(feed: URL)
}

extension BulletinError: LocalizedError, CustomStringConvertible {
  public var errorDescription: String? { description }

  public var description: String {
    switch self {
    case .noAudio(let feed):
      return "The feed \(feed.absoluteString) has no audio to play"
    }
  }
}
