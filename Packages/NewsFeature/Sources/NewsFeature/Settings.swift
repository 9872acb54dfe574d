import Dependencies
import Foundation
import StorageClient

/// The user's preferences, kept in `settings.json` in the configuration folder, where a person
/// can edit them. Every field is optional: a missing one means the built-in default, and command-
/// line flags win over all of them.
public struct Settings: Sendable, Hashable, Codable {
  /// How many headlines to show when `--limit` is not given.
  public var headlineLimit: Int?
  /// The feed `listen` takes its bulletin from when `--feed` is not given.
  public var bulletinFeed: URL?
  /// The playback volume from 0 to 1 when `--volume` is not given.
  public var volume: Float?
  /// The ALSA device when neither `--device` nor `NEWS_CLI_AUDIO_DEVICE` is given.
  public var audioDevice: String?

  public init(headlineLimit: Int? = nil, bulletinFeed: URL? = nil, volume: Float? = nil, audioDevice: String? = nil) {
    self.headlineLimit = headlineLimit
    self.bulletinFeed = bulletinFeed
    self.volume = volume
    self.audioDevice = audioDevice
  }

  /// The saved settings, or none when nothing is saved or the file was corrupt and set aside.
  public static func load() async throws -> Stored<Settings> {
    @Dependency(\.storage) var storage
    return try await storage.load(Settings.self, from: .settings, default: Settings())
  }
}
