import Dependencies
import Foundation
import NetworkCore
import NewsFeature
import StorageClient

/// The user's preferences as `settings.json` in the configuration folder kept them before the
/// config file: still read, so an existing file keeps working, and applied where the config file
/// sets nothing (``apply(to:from:configurationFile:)``), with a note saying where they belong now.
/// Every field is optional: a missing one means the built-in default, and command-line flags win
/// over all of them.
///
/// A person edits this file by hand, so one bad value must not cost the others: a field of the
/// wrong type or out of range is ignored, with its reason in ``problems``, and the file is kept
/// as it is. Only a file that is not a JSON object at all is set aside as corrupt.
struct Settings: Sendable, Hashable {
  /// How many headlines to show when `--limit` is not given.
  var headlineLimit: Int?
  /// The feed `listen` takes its bulletin from when `--feed` is not given.
  var bulletinFeed: URL?
  /// The playback volume from 0 to 1 when `--volume` is not given.
  var volume: Float?
  /// The ALSA device when neither `--device` nor the environment chooses one.
  var audioDevice: String?
  /// How many days the article store keeps an article after first storing it; unread articles
  /// are kept whatever their age.
  var keepDays: Int?
  /// How many of each feed's newest articles the article store keeps; unread ones are kept too.
  var keepPerFeed: Int?
  /// Why values in the file were ignored, one sentence each, for the app to show as warnings.
  var problems: [String] = []

  /// The range `headlineLimit` and every `--limit` must fall in: a limit of zero would show
  /// nothing, and none is too large, since asking for more than are stored means all of them.
  static let headlineLimits = 1...

  /// The range of `volume` and of `--volume`: silent to full.
  static let volumes: ClosedRange<Float> = 0...1

  /// The range of `keepDays` and of `keepPerFeed`: zero would empty the store of everything read
  /// at each refresh, which no one means by keeping.
  static let retentionLimits = 1...1_000_000

  init(
    headlineLimit: Int? = nil, bulletinFeed: URL? = nil, volume: Float? = nil,
    audioDevice: String? = nil
  ) {
    self.headlineLimit = headlineLimit
    self.bulletinFeed = bulletinFeed
    self.volume = volume
    self.audioDevice = audioDevice
  }

  /// The saved settings, or none when nothing is saved, the file was corrupt and set aside, or the
  /// configuration folder cannot be read.
  ///
  /// Settings only refine a command, so a folder that cannot be read is a warning, never a reason
  /// to stop.
  static func load() async throws -> Stored<Settings> {
    @Dependency(\.storage) var storage
    do {
      return try await storage.load(Settings.self, from: .settings, default: Settings())
    } catch let error as StorageError {
      return Stored(value: Settings(), problem: error)
    }
  }
}

extension Settings: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case headlineLimit, bulletinFeed, volume, audioDevice, keepDays, keepPerFeed
  }

  /// Any key a person may have written, so that a misspelt one is reported instead of ignored.
  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var problems: [String] = []
    func value<Value: Decodable>(_ type: Value.Type, _ key: CodingKeys, expected: String) -> Value?
    {
      do {
        return try container.decodeIfPresent(Value.self, forKey: key)
      } catch {
        problems.append("\(key.stringValue) must be \(expected); the default is used")
        return nil
      }
    }
    headlineLimit = value(Int.self, .headlineLimit, expected: "a whole number")
    if let limit = headlineLimit, !Self.headlineLimits.contains(limit) {
      problems.append(
        "headlineLimit must be \(Self.headlineLimits.lowerBound) or more; the default is used"
      )
      headlineLimit = nil
    }
    let feed = value(String.self, .bulletinFeed, expected: "an http or https address")
    if let feed {
      bulletinFeed = URL(string: feed).flatMap { WebAddress.isWeb($0) ? $0 : nil }
      if bulletinFeed == nil {
        problems.append("bulletinFeed must be an http or https address; the default is used")
      }
    }
    volume = value(Float.self, .volume, expected: "a number from 0 to 1")
    if let level = volume, !Self.volumes.contains(level) {
      problems.append("volume must be a number from 0 to 1; the default is used")
      volume = nil
    }
    audioDevice = value(String.self, .audioDevice, expected: "a device name such as null or hw:0")
    if audioDevice?.trimmingCharacters(in: .whitespaces).isEmpty == true {
      problems.append("audioDevice must name a device, such as null or hw:0; the default is used")
      audioDevice = nil
    }
    for key in [CodingKeys.keepDays, .keepPerFeed] {
      let number = value(Int.self, key, expected: "a whole number")
      if let number, !Self.retentionLimits.contains(number) {
        problems.append(
          "\(key.stringValue) must be from \(Self.retentionLimits.lowerBound) to \(Self.retentionLimits.upperBound); every article is kept"
        )
      } else if key == .keepDays {
        keepDays = number
      } else {
        keepPerFeed = number
      }
    }
    let known = Set(CodingKeys.allCases.map(\.stringValue))
    let unknown = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue).filter {
      !known.contains($0)
    }
    for key in unknown.sorted() {
      problems.append("'\(key)' is not a setting and is ignored")
    }
    self.problems = problems.map { "\(StorageKey.settings.name): \($0)" }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(headlineLimit, forKey: .headlineLimit)
    try container.encodeIfPresent(bulletinFeed, forKey: .bulletinFeed)
    try container.encodeIfPresent(volume, forKey: .volume)
    try container.encodeIfPresent(audioDevice, forKey: .audioDevice)
    try container.encodeIfPresent(keepDays, forKey: .keepDays)
    try container.encodeIfPresent(keepPerFeed, forKey: .keepPerFeed)
  }
}
