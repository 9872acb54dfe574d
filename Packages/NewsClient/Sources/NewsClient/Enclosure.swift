import Foundation

/// A file attached to an article, such as the MP3 of an audio bulletin.
public struct Enclosure: Sendable, Hashable, Codable {
  public var url: URL
  /// The MIME type the feed declared, such as `audio/mpeg`.
  public var mimeType: String?
  /// The size in bytes the feed declared. Feeds often get it wrong, so treat it as a hint.
  public var length: Int64?
  /// The play time the feed declared (`itunes:duration`), for showing before downloading.
  public var duration: Duration?

  public init(url: URL, mimeType: String? = nil, length: Int64? = nil, duration: Duration? = nil) {
    self.url = url
    self.mimeType = mimeType
    self.length = length
    self.duration = duration
  }

  /// Whether the enclosure is sound, by its declared type or, failing that, its file extension.
  public var isAudio: Bool {
    if let mimeType, !mimeType.isEmpty {
      return mimeType.lowercased().hasPrefix("audio/")
    }
    return ["mp3", "m4a", "ogg", "oga", "opus", "flac", "wav"].contains(
      url.pathExtension.lowercased())
  }
}
