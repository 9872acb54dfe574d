import Foundation
import TestSupport

extension TemporaryFolder {
  /// A database inside a folder that does not exist yet, as on a first run.
  var database: URL {
    url("data/reader-app/articles.sqlite")
  }

  /// The names in the database's folder.
  func namesBesideDatabase() throws -> Set<String> {
    try names(in: database.deletingLastPathComponent())
  }
}
