import FileEngine
import Foundation
import StorageClientLive

/// Where the live values keep their files: a folder named after the app under each XDG base
/// directory, resolved once from the environment.
struct LiveFolders: Sendable {
  /// Subscriptions and settings, what the app remembers, and what it can fetch again.
  var storage: StorageDirectories
  /// The configuration file, in newsboat's syntax, beside the subscriptions.
  var configurationFile: URL
  /// The home folder, for a configuration's `include ~/…`; nil without an absolute `$HOME`.
  var home: String?
  /// The article store: the user's data, with what was read, which no download brings back, so
  /// it lives under the data directory rather than the cache.
  var articleStore: URL

  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let folders = XDGBaseDirectories(environment: environment).folders(of: AppIdentity.name)
    storage = StorageDirectories(
      configuration: folders.configuration, state: folders.state, cache: folders.cache)
    articleStore = folders.data.appendingPathComponent("articles.sqlite")
    configurationFile = storage.configuration.appendingPathComponent("config")
    home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
  }

  /// Feed bodies, validators and downloaded enclosures, which can all be fetched again: the
  /// storage's cache area, with the enclosures in a folder of their own inside it.
  var cache: URL { storage.cache }
}
