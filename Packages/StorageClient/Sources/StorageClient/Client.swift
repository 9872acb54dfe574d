import Dependencies
import Foundation

/// Keeps the app's data between runs: subscriptions, settings, what was seen, and what it caches.
///
/// The interface moves bytes by key and is deliberately not generic: a generic endpoint cannot be
/// stored in a struct of closures, and a test can override bytes for any type alike. Typed helpers
/// in ``StorageClient/load(_:from:)`` and ``StorageClient/save(_:to:)`` do the coding on top. The
/// live implementation, with atomic files in the XDG folders, lives in `StorageClientLive`.
public struct StorageClient: Sendable {
  /// The bytes last saved under `key`, or nil when nothing was ever saved.
  public var load: @Sendable (_ key: StorageKey) async throws -> Data?

  /// Replaces what is saved under `key` so that an interruption leaves either the old bytes or the
  /// new ones, never a mix.
  public var save: @Sendable (_ data: Data, _ key: StorageKey) async throws -> Void

  /// Moves what is saved under `key` out of the way, keeping it for a person to inspect, and
  /// returns where it went.
  ///
  /// Called when the bytes cannot be decoded: a corrupt file is reported and kept, never fatal and
  /// never silently overwritten.
  public var setAside: @Sendable (_ key: StorageKey) async throws -> String

  /// Deletes what is saved under `key`, durably, and returns whether there was anything.
  ///
  /// For data that must not outlive the user's wish, such as a sync account's token on logging
  /// out: unlike ``setAside``, it keeps no copy.
  public var remove: @Sendable (_ key: StorageKey) async throws -> Bool

  /// Builds a client from its endpoints.
  ///
  /// Public so that the live package, previews and tests can each build their own value.
  public init(
    load: @escaping @Sendable (_ key: StorageKey) async throws -> Data?,
    save: @escaping @Sendable (_ data: Data, _ key: StorageKey) async throws -> Void,
    setAside: @escaping @Sendable (_ key: StorageKey) async throws -> String,
    remove: @escaping @Sendable (_ key: StorageKey) async throws -> Bool
  ) {
    self.load = load
    self.save = save
    self.setAside = setAside
    self.remove = remove
  }
}

extension DependencyValues {
  /// Where the app keeps its subscriptions, settings, state and cache.
  public var storage: StorageClient {
    get { self[StorageClient.self] }
    set { self[StorageClient.self] = newValue }
  }
}
