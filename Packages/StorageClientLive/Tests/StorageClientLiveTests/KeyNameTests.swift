import DependenciesTestSupport
import Foundation
import StorageClient
import StorageClientLive
import TestSupport
import Testing

@Suite(.dependencies)
struct KeyNameTests {
  @Test(arguments: [
    "", "../escape.json", "..", "a..b", "sub/file.json", "/etc/passwd", ".hidden",
    ".settings.json.tmp-0123456789abcdef",
    "name\u{0}.json", "naïve.json", "tab\there", String(repeating: "a", count: 161),
  ])
  func badNamesAreRejectedAndTouchNothing(name: String) async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    for area in [StorageKey.Area.configuration, .state, .cache] {
      let key = StorageKey(name, in: area)
      await expectUnavailable(key, mentioning: ["is not a plain file name"]) {
        try await storage.save(Data("{}".utf8), key)
      }
      await expectUnavailable(key, mentioning: ["is not a plain file name"]) {
        _ = try await storage.load(key)
      }
      await expectUnavailable(key, mentioning: ["is not a plain file name"]) {
        _ = try await storage.setAside(key)
      }
    }
    #expect(try folder.names(in: folder.url).isEmpty)
  }

  @Test(arguments: [
    "settings.json", "seen-articles.json", "cache_index.v2", String(repeating: "a", count: 160),
  ])
  func plainNamesAreAccepted(name: String) async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    let key = StorageKey(name, in: .state)
    try await storage.save(Data("{}".utf8), key)
    #expect(try await storage.load(key) == Data("{}".utf8))
    #expect(try folder.names(in: folder.directories.state) == [name])
  }
}
