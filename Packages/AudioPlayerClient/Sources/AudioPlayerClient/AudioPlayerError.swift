import Foundation

/// Why a sound could not be played: one case per class of failure.
///
/// These are the app's words, not ALSA's or a decoder's, so a feature can tell a missing device
/// from a broken file without importing either.
public enum AudioPlayerError: Error, Sendable, Hashable {
  /// The sound device could not be opened, such as on a machine with no sound card.
  ///
  /// The message names the device and ALSA's reason only: how to choose another device (a flag,
  /// an environment variable) is the app's to say.
  case deviceUnavailable(device: String, reason: String)
  /// Nothing exists at the path.
  case fileNotFound(URL)
  /// The path exists but is not a regular file, such as a directory.
  case notAFile(URL)
  /// The file is empty, truncated or corrupt.
  case unreadableFile(URL, reason: String)
  /// The file is readable but in a format or encoding the player does not decode.
  case unsupportedFormat(URL, reason: String)
  /// The URL is not a local file. Download it first.
  case notLocal(URL)
  /// The device failed while playing.
  case playbackFailed(device: String, reason: String)
}

extension AudioPlayerError: LocalizedError, CustomStringConvertible {
  public var errorDescription: String? { description }

  public var description: String {
    switch self {
    case .deviceUnavailable(let device, let reason):
      return "Could not open the audio device '\(device)': \(reason)"
    case .fileNotFound(let url):
      return "No such file: \(url.path)"
    case .notAFile(let url):
      return "Not a regular file: \(url.path)"
    case .unreadableFile(let url, let reason):
      return "Cannot read \(url.path): \(reason)"
    case .unsupportedFormat(let url, let reason):
      return "Cannot play \(url.path): \(reason)"
    case .notLocal(let url):
      return "Only local files can be played, not \(url.absoluteString). Download it first."
    case .playbackFailed(let device, let reason):
      return "Playback on '\(device)' failed: \(reason)"
    }
  }
}
