import DependenciesTestSupport
import Foundation
import ProcessEngine
import StorageClient
import StorageClientLive
import TestSupport
import Testing

/// Saves run in real processes that are killed, or that race one another, on the real file system.
@Suite(.dependencies)
struct InterruptedSaveTests {
  static let key = StorageKey("record.json", in: .state)

  @Test func aKilledSaveLeavesTheOldOrTheNewRecord() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    var last = WrittenRecord(
      writer: "test", sequence: 0, lines: Array(repeating: "test 0", count: 5_000))
    try await storage.save(last, to: Self.key)

    for kill in 0..<30 {
      let first = last.sequence + 1
      let writer = try WriterProcess.launch(
        folder: folder.directories.state, key: Self.key.name, writer: "killed-\(kill)",
        firstSequence: first, count: 0)
      // Wait until the writer is saving, so that the kill lands in its loop rather than at start-up,
      // then let it run for a different fraction of a save each time.
      let deadline = ContinuousClock.now + .seconds(10)
      while try await record(storage).sequence == last.sequence, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(1))
      }
      try await Task.sleep(for: .microseconds((kill * 1_370) % 9_000))
      Foundation.kill(writer.identifier, SIGKILL)
      #expect(writer.waitForExit() == .killed(by: SIGKILL), "writer \(kill) ended on its own")

      let survivor = try await record(storage)
      #expect(survivor.isWhole, "after kill \(kill)")
      #expect(
        survivor.writer == "killed-\(kill)" && survivor.sequence > last.sequence,
        "after kill \(kill)")
      last = survivor
    }

    // Temporary files that the kills left are ignored by loads and removed once they are old, by
    // the first save of the next process to save there.
    let state = folder.directories.state
    let leftOver = try folder.names(in: state).subtracting([Self.key.name])
    #expect(leftOver.allSatisfy { $0.hasPrefix(".record.json.tmp-") }, "\(leftOver)")
    for name in leftOver {
      try FileManager.default.setAttributes(
        [.modificationDate: Date.now.addingTimeInterval(-2 * 60 * 60)],
        ofItemAtPath: state.appendingPathComponent(name).path)
    }
    let nextProcess = StorageClient.live(directories: folder.directories)
    try await nextProcess.save(last, to: Self.key)
    #expect(try folder.names(in: state) == [Self.key.name])
  }

  @Test func twoProcessesSavingAtOnceNeverLeaveAnUnreadableFile() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    let saves = 150
    let writers = try ["a", "b"].map {
      try WriterProcess.launch(
        folder: folder.directories.state, key: Self.key.name, writer: $0, firstSequence: 1,
        count: saves)
    }

    // Reads the record over and over while the writers save, until both have exited.
    let reading = Task {
      var reads = 0
      while !Task.isCancelled {
        if let data = try await storage.load(Self.key) {
          let record = try WrittenRecord.decode(data)
          #expect(record.isWhole, "read \(reads)")
          reads += 1
        }
        try? await Task.sleep(for: .milliseconds(1))
      }
      return reads
    }
    var terminations: [SpawnedProcess.Termination] = []
    for writer in writers { terminations.append(await writer.termination()) }
    reading.cancel()
    let reads = try await reading.value

    #expect(terminations == [.exited(0), .exited(0)])
    let final = try await record(storage)
    #expect(final.isWhole)
    #expect(final.sequence == saves)
    #expect(reads > 0)
    #expect(try folder.names(in: folder.directories.state) == [Self.key.name])
  }

  @Test func onlyOldTemporaryFilesAreRemoved() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    let state = folder.directories.state
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    let old = ".seen-articles.json.tmp-00000000deadbeef"
    let fresh = ".seen-articles.json.tmp-0123456789abcdef"
    let othersFiles = [".gitignore", ".notes.tmp-scratch", "notes.txt"]
    for name in [old, fresh] + othersFiles {
      try Data("partial".utf8).write(to: state.appendingPathComponent(name))
    }
    let twoHoursAgo = Date.now.addingTimeInterval(-2 * 60 * 60)
    for name in [old] + othersFiles {
      try FileManager.default.setAttributes(
        [.modificationDate: twoHoursAgo], ofItemAtPath: state.appendingPathComponent(name).path)
    }

    #expect(try await storage.load(.seenArticles) == nil)
    try await storage.save(Data("[]".utf8), .seenArticles)

    #expect(try folder.names(in: state) == Set(["seen-articles.json", fresh] + othersFiles))
    #expect(try await storage.load(.seenArticles) == Data("[]".utf8))
  }

  /// The record saved under ``key``, which must decode.
  private func record(_ storage: StorageClient) async throws -> WrittenRecord {
    try WrittenRecord.decode(try #require(try await storage.load(Self.key)))
  }
}
