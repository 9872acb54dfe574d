import Foundation
import GRDB
import TestSupport
import Testing

@testable import ArticleStoreClientLive

/// A scan maps the file while it runs, and only then: a connection left mapping would count every
/// page it touched later in the process's resident size.
struct MappedReadingTests {
  private static func mapping(_ connection: Database) throws -> Int? {
    try Int.fetchOne(connection, sql: "PRAGMA mmap_size")
  }

  @Test func theFileIsMappedWhileTheReadRunsAndNotAfter() throws {
    let folder = try TemporaryFolder()
    let (before, during, after) = try DatabaseQueue(
      path: folder.url.appendingPathComponent("mapped.sqlite").path
    ).read {
      connection in
      let before = try Self.mapping(connection)
      let during = try MappedReading.run(on: connection) { try Self.mapping(connection) }
      return (before, during, try Self.mapping(connection))
    }
    #expect(before == 0)
    #expect(during == MappedReading.mappedBytes)
    #expect(after == 0)
  }

  /// A read that fails unmaps too.
  @Test func aFailedReadUnmapsToo() throws {
    let folder = try TemporaryFolder()
    let after = try DatabaseQueue(path: folder.url.appendingPathComponent("mapped.sqlite").path)
      .read { connection in
        let failed =
          (try? MappedReading.run(on: connection) {
            try connection.execute(sql: "SELECT * FROM no_such_table")
          }) == nil
        #expect(failed)
        return try Self.mapping(connection)
      }
    #expect(after == 0)
  }
}
