import DependenciesTestSupport
import Foundation
import StorageClient
import StorageClientLive
import TestSupport
import Testing

@Suite(.dependencies)
struct SaveAndLoadTests {
  struct Settings: Codable, Equatable {
    var volume: Double
    var feeds: [String]
  }

  @Test func typedValuesRoundTripThroughFiles() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    let settings = Settings(
      volume: 0.5, feeds: ["https://feeds.npr.org/500005/podcast.xml", "Æ → ü"])

    try await storage.save(settings, to: .settings)

    #expect(try await storage.load(Settings.self, from: .settings) == settings)
    let file = folder.directories.configuration.appendingPathComponent("settings.json")
    #expect(try JSONDecoder().decode(Settings.self, from: Data(contentsOf: file)) == settings)
    #expect(try folder.names(in: folder.directories.configuration) == ["settings.json"])
  }

  @Test func aRemovedFileIsGoneAndRemovingNothingSaysSo() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    try await storage.save(Data("secret".utf8), .settings)
    #expect(try await storage.remove(.settings))
    #expect(try folder.names(in: folder.directories.configuration) == [])
    #expect(try await storage.load(.settings) == nil)
    #expect(try await storage.remove(.settings) == false)
  }

  @Test func nothingSavedLoadsAsNil() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    #expect(try await storage.load(.settings) == nil)
    #expect(try await storage.load(Settings.self, from: .seenArticles) == nil)
    #expect(!FileManager.default.fileExists(atPath: folder.directories.configuration.path))
  }

  @Test func aSaveReplacesTheWholeFile() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    try await storage.save(Data(repeating: 65, count: 10_000), .seenArticles)
    try await storage.save(Data("short".utf8), .seenArticles)
    #expect(try await storage.load(.seenArticles) == Data("short".utf8))
  }

  @Test func areasAreSeparateFolders() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    try await storage.save(Data("configuration".utf8), StorageKey("same.json", in: .configuration))
    try await storage.save(Data("state".utf8), StorageKey("same.json", in: .state))
    #expect(
      try await storage.load(StorageKey("same.json", in: .configuration))
        == Data("configuration".utf8))
    #expect(try await storage.load(StorageKey("same.json", in: .state)) == Data("state".utf8))
  }

  @Test func createdFoldersAndFilesAreTheUsersAlone() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    try await storage.save(Data("{}".utf8), .seenArticles)
    try await storage.save(Data("{}".utf8), .settings)
    for path in [
      folder.url.appendingPathComponent("state").path, folder.directories.state.path,
      folder.directories.configuration.path,
    ] {
      #expect(try permissions(path) == 0o700, "\(path)")
    }
    #expect(
      try permissions(folder.directories.state.appendingPathComponent("seen-articles.json").path)
        == 0o600)
  }

  @Test func aReplacedFileKeepsItsPermissions() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    try await storage.save(Data("{}".utf8), .settings)
    let path = folder.directories.configuration.appendingPathComponent("settings.json").path
    #expect(chmod(path, 0o644) == 0)
    try await storage.save(Data("[]".utf8), .settings)
    #expect(try permissions(path) == 0o644)
  }

  @Test func aSymbolicLinkIsKeptAndItsTargetReplaced() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    let dotfiles = folder.url.appendingPathComponent("dotfiles", isDirectory: true)
    try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: folder.directories.configuration, withIntermediateDirectories: true)
    let target = dotfiles.appendingPathComponent("subscriptions.json")
    try Data("old".utf8).write(to: target)
    let link = folder.directories.configuration.appendingPathComponent("subscriptions.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

    try await storage.save(Data("new".utf8), .subscriptions)

    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    #expect(try Data(contentsOf: target) == Data("new".utf8))
    #expect(try await storage.load(.subscriptions) == Data("new".utf8))
    #expect(try folder.names(in: dotfiles) == ["subscriptions.json"])
  }

  @Test func aFolderInTheWayOfTheFileIsReported() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    let path = folder.directories.configuration.appendingPathComponent("settings.json")
    try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)

    await expectUnavailable(.settings, mentioning: [path.path, "folder, not a file"]) {
      _ = try await storage.load(.settings)
    }
    await expectUnavailable(.settings, mentioning: [path.path, "folder, not a file"]) {
      try await storage.save(Data("{}".utf8), .settings)
    }
  }

  @Test func aFileInTheWayOfTheFolderIsReported() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    try FileManager.default.createDirectory(
      at: folder.directories.state.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("not a folder".utf8).write(to: folder.directories.state)

    await expectUnavailable(
      .seenArticles, mentioning: [folder.directories.state.path, "in the way"]
    ) {
      try await storage.save(Data("{}".utf8), .seenArticles)
    }
    await expectUnavailable(.seenArticles, mentioning: ["Not a directory"]) {
      _ = try await storage.load(.seenArticles)
    }
    #expect(try Data(contentsOf: folder.directories.state) == Data("not a folder".utf8))
  }

  @Test(.enabled(if: geteuid() != 0, "root reads and writes whatever the permissions say"))
  func aMissingPermissionIsReported() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    try await storage.save(Data("{}".utf8), .settings)
    let path = folder.directories.configuration.appendingPathComponent("settings.json").path
    #expect(chmod(path, 0) == 0)
    await expectUnavailable(.settings, mentioning: [path, "Permission denied"]) {
      _ = try await storage.load(.settings)
    }
    #expect(chmod(folder.directories.configuration.path, 0o500) == 0)
    await expectUnavailable(.settings, mentioning: ["Permission denied"]) {
      try await storage.save(Data("[]".utf8), .settings)
    }
  }
}

/// The permission bits of `path`.
func permissions(_ path: String) throws -> Int {
  try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
}

/// Expects `work` to fail with ``StorageError/unavailable(_:reason:)`` for `key`, with a reason
/// that holds every one of `fragments`.
func expectUnavailable(
  _ key: StorageKey, mentioning fragments: [String],
  sourceLocation: SourceLocation = #_sourceLocation,
  _ work: () async throws -> Void
) async {
  do {
    try await work()
    Issue.record("expected StorageError.unavailable for \(key)", sourceLocation: sourceLocation)
  } catch StorageError.unavailable(let failedKey, let reason) {
    #expect(failedKey == key, sourceLocation: sourceLocation)
    for fragment in fragments {
      #expect(reason.contains(fragment), "\(reason)", sourceLocation: sourceLocation)
    }
  } catch {
    Issue.record("expected StorageError.unavailable, got \(error)", sourceLocation: sourceLocation)
  }
}
