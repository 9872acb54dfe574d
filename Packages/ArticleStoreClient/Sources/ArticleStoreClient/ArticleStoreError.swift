import Foundation

/// Why the article store could not do what was asked, each case naming the database file so the
/// message can be printed as it is.
public enum ArticleStoreError: Error, Sendable, Hashable {
  /// Another process kept the database busy for longer than the store waits.
  case locked(database: String)
  /// The database was damaged. It was moved to `movedTo`, kept for a person to inspect, and a new,
  /// empty store took its place.
  case corrupt(database: String, movedTo: String)
  /// The database, or its folder, cannot be written. Articles can still be read.
  case readOnly(database: String)
  /// The database was written by a newer version of the app, with a schema this one does not
  /// know. It is refused and left untouched, so the newer version still finds it intact.
  case newerSchema(database: String, version: Int, newestKnown: Int)
  /// The database could not be written for want of room: the disk is full, or the file may grow
  /// no larger (a quota, a file size limit).
  case diskFull(database: String)
  /// Any other failure, with the database's own explanation.
  case other(database: String, reason: String)
}

extension ArticleStoreError: LocalizedError, CustomStringConvertible {
  public var errorDescription: String? { description }

  public var description: String {
    switch self {
    case .locked(let database):
      return
        "The article database \(database) is in use by another process that did not finish in time; try again in a moment"
    case .corrupt(let database, let movedTo):
      return
        "The article database \(database) was damaged; it was moved to \(movedTo) and a new, empty one was started"
    case .readOnly(let database):
      return
        "The article database \(database) cannot be written (the file or its folder is read-only); articles can be read but nothing is saved"
    case .newerSchema(let database, let version, let newestKnown):
      return
        "The article database \(database) was written by a newer version of this app (schema \(version), this version knows up to \(newestKnown)); it was left untouched"
    case .diskFull(let database):
      return
        "The article database \(database) could not be written: the disk is full or the file may grow no larger; free some space and try again"
    case .other(let database, let reason):
      return "The article database \(database) failed: \(reason)"
    }
  }
}
