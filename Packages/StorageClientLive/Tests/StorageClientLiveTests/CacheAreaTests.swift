import DependenciesTestSupport
import Foundation
import ProcessEngine
import StorageClient
import StorageClientLive
import TestSupport
import Testing

/// The cache area holds what an app can fetch again, such as feed bodies and their validators. It
/// is replaced as atomically as the other areas, since a torn entry would be read back as if the
/// server had sent it, but not flushed to the disk: a power cut may cost an entry, and with it
/// only a download.
@Suite(.dependencies)
struct CacheAreaTests {
  @Test func bytesRoundTripThroughTheCacheFolderAlone() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    let entry = Data("feed cache 1\n{\"url\":\"https://example.org/\"}\n".utf8) + Data(0...255)

    try await storage.save(entry, .cachedFeed)

    #expect(try await storage.load(.cachedFeed) == entry)
    let file = folder.directories.cache.appendingPathComponent(StorageKey.cachedFeed.name)
    #expect(try Data(contentsOf: file) == entry)
    #expect(try folder.names(in: folder.directories.cache) == [StorageKey.cachedFeed.name])
    #expect(try permissions(folder.directories.cache.path) == 0o700)
    #expect(try permissions(file.path) == 0o600)
    #expect(!FileManager.default.fileExists(atPath: folder.directories.configuration.path))
    #expect(!FileManager.default.fileExists(atPath: folder.directories.state.path))
    #expect(try await storage.load(StorageKey(StorageKey.cachedFeed.name, in: .state)) == nil)
  }

  @Test func aSaveReplacesTheWholeEntry() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    try await storage.save(Data(repeating: 65, count: 1_000_000), .cachedFeed)
    try await storage.save(Data("short".utf8), .cachedFeed)
    #expect(try await storage.load(.cachedFeed) == Data("short".utf8))
    #expect(try folder.names(in: folder.directories.cache) == [StorageKey.cachedFeed.name])
  }

  @Test func aKilledSaveLeavesTheOldOrTheNewEntry() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    let key = StorageKey("record.json", in: .cache)
    var last = WrittenRecord(
      writer: "test", sequence: 0, lines: Array(repeating: "test 0", count: 5_000))
    try await storage.save(last, to: key)

    for kill in 0..<10 {
      let writer = try WriterProcess.launch(
        folder: folder.directories.cache, key: key.name, writer: "killed-\(kill)",
        firstSequence: last.sequence + 1, count: 0)
      let deadline = ContinuousClock.now + .seconds(10)
      while try await record(storage, key).sequence == last.sequence,
        ContinuousClock.now < deadline
      {
        try await Task.sleep(for: .milliseconds(1))
      }
      try await Task.sleep(for: .microseconds((kill * 1_370) % 9_000))
      Foundation.kill(writer.identifier, SIGKILL)
      _ = writer.waitForExit()

      let survivor = try await record(storage, key)
      #expect(survivor.isWhole, "after kill \(kill)")
      #expect(
        survivor.writer == "killed-\(kill)" && survivor.sequence > last.sequence,
        "after kill \(kill)")
      last = survivor
    }
  }

  /// A process killed while writing the cache leaves a temporary file; the next save removes it
  /// once it is old enough that no save can still own it, and never touches anyone else's files.
  @Test func temporaryFilesOfKilledWritesAreRemovedOnlyWhenOld() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    let cache = folder.directories.cache
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    let old = ".0123456789abcdef.feed.tmp-00000000deadbeef"
    let fresh = ".0123456789abcdef.feed.tmp-0123456789abcdef"
    let othersFiles = [".gitignore", ".notes.tmp-scratch", "fedcba9876543210.feed"]
    for name in [old, fresh] + othersFiles {
      try Data("half a feed".utf8).write(to: cache.appendingPathComponent(name))
    }
    let twoHoursAgo = Date.now.addingTimeInterval(-2 * 60 * 60)
    for name in [old] + othersFiles {
      try FileManager.default.setAttributes(
        [.modificationDate: twoHoursAgo], ofItemAtPath: cache.appendingPathComponent(name).path)
    }

    try await storage.save(Data("<rss/>".utf8), .cachedFeed)

    #expect(try folder.names(in: cache) == Set([StorageKey.cachedFeed.name, fresh] + othersFiles))
    #expect(try await storage.load(.cachedFeed) == Data("<rss/>".utf8))
  }

  /// Only a process that died leaves temporary files, so a folder is swept by its first save in a
  /// process, not by every save: a refresh saves hundreds of entries into one folder.
  @Test func aFolderIsSweptOfOldTemporaryFilesOncePerProcess() async throws {
    let folder = try TemporaryFolder()
    let cache = folder.directories.cache
    let storage = StorageClient.live(directories: folder.directories)
    try await storage.save(Data("first".utf8), .cachedFeed)
    let old = ".0123456789abcdef.feed.tmp-00000000deadbeef"
    try Data("half a feed".utf8).write(to: cache.appendingPathComponent(old))
    try FileManager.default.setAttributes(
      [.modificationDate: Date.now.addingTimeInterval(-2 * 60 * 60)],
      ofItemAtPath: cache.appendingPathComponent(old).path)

    try await storage.save(Data("second".utf8), .cachedFeed)
    #expect(try folder.names(in: cache) == [StorageKey.cachedFeed.name, old])

    try await StorageClient.live(directories: folder.directories)
      .save(Data("third".utf8), .cachedFeed)
    #expect(try folder.names(in: cache) == [StorageKey.cachedFeed.name])
  }

  private func record(_ storage: StorageClient, _ key: StorageKey) async throws -> WrittenRecord {
    try WrittenRecord.decode(try #require(try await storage.load(key)))
  }
}
