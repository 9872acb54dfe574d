import ArticleStoreClient
import FileEngine
import Foundation
import GRDB

/// Translates what SQLite and the file system report into an ``ArticleStoreError`` that names the
/// database, so that no SQL or GRDB type reaches the app.
enum StoreFailure {
  static func error(_ error: any Error, database path: String) -> ArticleStoreError {
    if let error = error as? ArticleStoreError { return error }
    if let error = error as? DatabaseError {
      switch error.resultCode {
      case .SQLITE_BUSY, .SQLITE_LOCKED:
        return .locked(database: path)
      case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH:
        return .readOnly(database: path)
      case .SQLITE_FULL:
        return .diskFull(database: path)
      // SQLite reports SQLITE_FULL only when the system says ENOSPC; a file that may grow no
      // larger (`ulimit -f`, a quota: EFBIG, EDQUOT) reaches it as a failed write, which means the
      // same to a person: no room to write.
      case .SQLITE_IOERR where error.extendedResultCode == .SQLITE_IOERR_WRITE:
        return .diskFull(database: path)
      default:
        return .other(database: path, reason: error.message ?? "\(error.resultCode)")
      }
    }
    if let error = error as? FileSystemFailure {
      return .other(database: path, reason: error.reason)
    }
    if let error = error as? CocoaError, error.code == .fileWriteNoPermission {
      return .readOnly(database: path)
    }
    return .other(database: path, reason: error.localizedDescription)
  }

  /// Whether SQLite's error is the database being damaged, which the store answers by setting the
  /// file aside: a page that makes no sense, a file that is no database, or a file shorter than
  /// its own header says, as a file cut short by a failing disk or a careless copy is.
  static func isCorruption(_ error: any Error) -> Bool {
    guard let error = error as? DatabaseError else { return false }
    return error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
      || error.extendedResultCode == .SQLITE_IOERR_SHORT_READ
  }
}
