import Foundation

/// Why stored data could not be used.
public enum StorageError: Error, Sendable, Hashable {
  /// The stored bytes could not be decoded. They were moved to `setAsideAt` and the caller should
  /// carry on as if nothing had been stored.
  case corrupt(StorageKey, reason: String, setAsideAt: String)
  /// The storage itself failed, such as a full disk or a missing permission.
  case unavailable(StorageKey, reason: String)
}

extension StorageError: LocalizedError, CustomStringConvertible {
  public var errorDescription: String? { description }

  public var description: String {
    switch self {
    case .corrupt(let key, let reason, let setAsideAt):
      return
        "The saved \(key.name) could not be read (\(reason)); it was moved to \(setAsideAt) and defaults are used"
    case .unavailable(let key, let reason):
      return "Could not use the saved \(key.name): \(reason)"
    }
  }
}
