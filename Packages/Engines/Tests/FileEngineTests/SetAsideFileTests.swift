import Foundation
import TestSupport
import Testing

@testable import FileEngine

/// The set-aside mechanism on the real file system. When a caller sets a file aside, and what it
/// reports, are the callers' policy, tested in StorageClientLive and ArticleStoreClientLive.
struct SetAsideFileTests {
  let folder: TemporaryFolder
  /// 2025-03-14 09:26:53 UTC.
  let date = Date(timeIntervalSince1970: 1_741_944_413)

  init() throws {
    folder = try TemporaryFolder()
  }

  func write(_ text: String, _ name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder.path(name)))
  }

  @Test func theNameSaysWhenInUTC() throws {
    try write("damaged", "seen-articles.json")
    let moved = try SetAsideFile.move(folder.path("seen-articles.json"), at: date)
    #expect(moved == folder.path("seen-articles.json.corrupt-20250314T092653Z"))
    #expect(folder.contents("seen-articles.json.corrupt-20250314T092653Z") == "damaged")
    #expect(try folder.names() == ["seen-articles.json.corrupt-20250314T092653Z"])
  }

  @Test func setAsidesInOneSecondKeepEveryFile() throws {
    var moved: [String] = []
    for text in ["first", "second", "third"] {
      try write(text, "settings.json")
      moved.append(try SetAsideFile.move(folder.path("settings.json"), at: date))
    }
    #expect(moved[1] == moved[0] + "-2")
    #expect(moved[2] == moved[0] + "-3")
    #expect(
      moved.map { FileManager.default.contents(atPath: $0) }
        == ["first", "second", "third"].map { Data($0.utf8) })
    #expect(!FileManager.default.fileExists(atPath: folder.path("settings.json")))
  }

  @Test func settingAsideNothingIsReported() {
    let path = folder.path("settings.json")
    #expect(throws: FileSystemFailure(reason: "there is nothing at \(path) to set aside")) {
      try SetAsideFile.move(path, at: date)
    }
  }

  @Test func companionsMoveUnderTheSameNameAndMissingOnesAreSkipped() throws {
    for name in ["articles.sqlite", "articles.sqlite-wal"] { try write(name, name) }
    let damaged = try #require(SetAsideFile.Identity(at: folder.path("articles.sqlite")))
    let moved = try SetAsideFile.move(
      folder.path("articles.sqlite"), ifStill: damaged, at: date,
      companionSuffixes: ["-wal", "-shm"])
    let name = "articles.sqlite.corrupt-20250314T092653Z"
    #expect(moved == folder.path(name))
    #expect(try folder.names() == [name, name + "-wal"])
    #expect(folder.contents(name + "-wal") == "articles.sqlite-wal")
  }

  @Test func aFileThatTookThePathsPlaceIsLeftAlone() throws {
    try write("damaged", "articles.sqlite")
    let damaged = try #require(SetAsideFile.Identity(at: folder.path("articles.sqlite")))
    // Another process set the damaged file aside first and started a fresh one.
    _ = try SetAsideFile.move(folder.path("articles.sqlite"), at: date)
    try write("fresh", "articles.sqlite")

    #expect(
      try SetAsideFile.move(folder.path("articles.sqlite"), ifStill: damaged, at: date) == nil)
    #expect(folder.contents("articles.sqlite") == "fresh")
    #expect(try folder.names().count == 2)
  }

  @Test func aFileThatIsGoneIsNotSetAside() throws {
    try write("damaged", "articles.sqlite")
    let damaged = try #require(SetAsideFile.Identity(at: folder.path("articles.sqlite")))
    #expect(unlink(folder.path("articles.sqlite")) == 0)
    #expect(
      try SetAsideFile.move(folder.path("articles.sqlite"), ifStill: damaged, at: date) == nil)
    #expect(try folder.names() == [])
  }

  /// The rule the two copies disagreed on: the storage's flushed the folder after the rename, the
  /// database's did not. Both do now, once the file and its companions have their new names.
  @Test(arguments: [false, true])
  func everySetAsideFlushesTheFolderAfterItsRenames(checkingIdentity: Bool) throws {
    for name in ["articles.sqlite", "articles.sqlite-wal"] { try write(name, name) }
    let path = folder.path("articles.sqlite")
    let name = "articles.sqlite.corrupt-20250314T092653Z"
    var flushedFolders: [String] = []
    var namesAtFlush: Set<String> = []
    let synchronizingFolder: SetAsideFile.FolderSynchronization = { folderPath in
      flushedFolders.append(folderPath)
      namesAtFlush = Set((try? FileManager.default.contentsOfDirectory(atPath: folderPath)) ?? [])
      try POSIXFile.synchronizeFolder(folderPath)
    }
    let damaged = try #require(SetAsideFile.Identity(at: path))
    if checkingIdentity {
      _ = try SetAsideFile.move(
        path, ifStill: damaged, at: date,
        companionSuffixes: ["-wal"], synchronizingFolder: synchronizingFolder)
    } else {
      _ = try SetAsideFile.move(
        path, at: date, companionSuffixes: ["-wal"], synchronizingFolder: synchronizingFolder)
    }
    #expect(flushedFolders == [folder.url.path])
    #expect(namesAtFlush == [name, name + "-wal"])
  }
}
