import FileEngine
import Foundation
import TestSupport
import Testing

/// A file replaced a piece at a time, as a download streams to disk.
struct FileReplacementTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  func append(_ text: String, to replacement: FileReplacement) throws {
    try replacement.append(Data(text.utf8))
  }

  @Test func untilItIsCommittedTheOldContentsStand() throws {
    let file = folder.path("episode.mp3")
    try AtomicFile.write(Data("old".utf8), to: file, mode: 0o644)
    let replacement = try FileReplacement(replacing: file, mode: 0o644)
    try append("new ", to: replacement)
    try append("sound", to: replacement)
    #expect(folder.contents("episode.mp3") == "old")
    #expect(try folder.names().count == 2, "the pieces go to a hidden file beside it")
    try replacement.commit()
    #expect(folder.contents("episode.mp3") == "new sound")
    #expect(try folder.names() == ["episode.mp3"])
  }

  /// A download that fails part-way leaves nothing behind, and never a torn file.
  @Test func droppedUncommittedItLeavesNothing() throws {
    var replacement: FileReplacement? = try FileReplacement(
      replacing: folder.path("episode.mp3"), mode: 0o644)
    try append("half a", to: try #require(replacement))
    replacement = nil
    #expect(try folder.names() == [])
  }

  /// Abandoned, its file goes at once, however long the replacement itself is kept, and the old
  /// contents stand.
  @Test func abandonedItLeavesNothingWhileStillHeld() throws {
    let file = folder.path("episode.mp3")
    try AtomicFile.write(Data("old".utf8), to: file, mode: 0o644)
    let replacement = try FileReplacement(replacing: file, mode: 0o644)
    try append("half a", to: replacement)
    replacement.abandon()
    #expect(try folder.names() == ["episode.mp3"])
    #expect(folder.contents("episode.mp3") == "old")
    replacement.abandon()
    #expect(try folder.names() == ["episode.mp3"])
  }

  @Test func aFolderInTheWayIsReported() throws {
    try FileManager.default.createDirectory(
      at: folder.url("episode.mp3"), withIntermediateDirectories: true)
    #expect(throws: FileSystemFailure.self) {
      try FileReplacement(replacing: folder.path("episode.mp3"), mode: 0o644)
    }
  }
}
