import FileEngine
import Foundation
import TestSupport
import Testing

/// Against the real file system, in a folder of its own for each test. That a killed save leaves
/// the old bytes or the new ones is proved by StorageClientLive's tests, which kill real writers.
struct AtomicFileTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  @Test func aReplacementLeavesOneFileWithTheNewBytes() throws {
    let file = folder.path("forecast.txt")
    try AtomicFile.write(Data(repeating: 65, count: 10_000), to: file, mode: 0o600)
    try AtomicFile.write(Data("fog".utf8), to: file, mode: 0o600)
    try AtomicFile.write(Data("cache".utf8), to: folder.path("cached"), mode: 0o600, durable: false)
    #expect(folder.contents("forecast.txt") == "fog")
    #expect(folder.contents("cached") == "cache")
    #expect(try folder.names() == ["forecast.txt", "cached"])
  }

  @Test func aNewFileGetsTheModeAndAReplacedOneKeepsItsPermissions() throws {
    let file = folder.path("settings.json")
    try AtomicFile.write(Data("{}".utf8), to: file, mode: 0o600)
    #expect(try permissions(file) == 0o600)
    #expect(chmod(file, 0o644) == 0)
    try AtomicFile.write(Data("[]".utf8), to: file, mode: 0o600)
    #expect(try permissions(file) == 0o644)
  }

  @Test func aSymbolicLinkIsKeptAndItsTargetReplaced() throws {
    let target = folder.path("dotfiles-subscriptions.json")
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    let link = folder.path("subscriptions.json")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

    try AtomicFile.write(Data("new".utf8), to: link, mode: 0o600)

    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    #expect(folder.contents("dotfiles-subscriptions.json") == "new")
    #expect(try folder.names() == ["dotfiles-subscriptions.json", "subscriptions.json"])
  }

  @Test func aFolderInTheWayIsReportedByPath() throws {
    let file = folder.path("settings.json")
    try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
    #expect(throws: FileSystemFailure(reason: "\(file) is in the way: it is a folder, not a file"))
    {
      try AtomicFile.write(Data("{}".utf8), to: file, mode: 0o600)
    }
  }

  @Test func aMissingFolderIsTheSystemsErrorWithThePath() throws {
    let file = folder.path("missing/forecast.txt")
    do {
      try AtomicFile.write(Data("fog".utf8), to: file, mode: 0o600)
      Issue.record("wrote into a missing folder")
    } catch {
      #expect(error.code == ENOENT)
      #expect(error.reason.contains(folder.path("missing")), "\(error.reason)")
      #expect(error.reason.contains("No such file or directory"), "\(error.reason)")
    }
    #expect(try folder.names() == [])
  }

  @Test func onlyOldTemporaryFilesAreRemoved() throws {
    let old = ".seen-articles.json.tmp-00000000deadbeef"
    let fresh = ".seen-articles.json.tmp-0123456789abcdef"
    let othersFiles = [".gitignore", ".notes.tmp-scratch", "notes.txt", ".tmp-0123456789abcdef"]
    for name in [old, fresh] + othersFiles {
      try Data("partial".utf8).write(to: URL(fileURLWithPath: folder.path(name)))
    }
    let twoHoursAgo = Date.now.addingTimeInterval(-2 * 60 * 60)
    for name in [old] + othersFiles {
      try FileManager.default.setAttributes(
        [.modificationDate: twoHoursAgo], ofItemAtPath: folder.path(name))
    }

    AtomicFile.removeStaleTemporaryFiles(in: folder.url.path, olderThan: 60 * 60, now: .now)

    #expect(try folder.names() == Set([fresh] + othersFiles))
  }

  @Test func temporaryNamesAreHiddenRandomAndRecognised() {
    let first = TemporaryFileName.make(for: "settings.json")
    let second = TemporaryFileName.make(for: "settings.json")
    #expect(first != second)
    #expect(first.hasPrefix(".settings.json.tmp-"))
    #expect(TemporaryFileName.matches(first))
    #expect(!TemporaryFileName.matches("settings.json"))
    #expect(!TemporaryFileName.matches(".settings.json.tmp-scratch"))
    #expect(!TemporaryFileName.matches(".tmp-0123456789abcdef"))
  }
}
