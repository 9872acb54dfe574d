import FileEngine
import Foundation
import StorageClient

/// The three folders the live storage writes to: one for what the user chose, one for what the
/// app remembers, one for what it can fetch again.
///
/// Kept apart, as the XDG base directories ask, so that a person can back up or version their
/// configuration without the churn of state, clear state without losing their subscriptions, and
/// delete the cache, or leave it out of backups, without losing anything at all. Public so that an
/// app's diagnostics can show where things are, and so that tests can point the storage at a
/// temporary folder.
public struct StorageDirectories: Sendable, Hashable {
  /// Where subscriptions and settings go.
  public var configuration: URL
  /// Where seen articles and other remembered state go.
  public var state: URL
  /// Where feed bodies, validators and anything else that can be fetched again go.
  public var cache: URL

  /// Folders given outright; they are created, with their parents, on the first save.
  public init(configuration: URL, state: URL, cache: URL) {
    self.configuration = configuration
    self.state = state
    self.cache = cache
  }

  /// The folders the XDG Base Directory specification gives an application:
  /// `$XDG_CONFIG_HOME/<application>`, `$XDG_STATE_HOME/<application>` and
  /// `$XDG_CACHE_HOME/<application>`.
  ///
  /// The application's folder name is the app's identity, decided by its composition root and
  /// passed in, so that a copy of this package under another app never writes into this one's
  /// folders. ``XDGBaseDirectories`` says how the environment is read.
  ///
  /// - Parameters:
  ///   - application: The folder name, usually the executable's name.
  ///   - environment: The variables to read; the process's own unless a test passes others.
  public static func xdg(
    application: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> StorageDirectories {
    let folders = XDGBaseDirectories(environment: environment).folders(of: application)
    return StorageDirectories(
      configuration: folders.configuration, state: folders.state, cache: folders.cache)
  }

  /// The folder that holds keys of `area`.
  public func folder(for area: StorageKey.Area) -> URL {
    switch area {
    case .configuration: configuration
    case .state: state
    case .cache: cache
    }
  }
}
