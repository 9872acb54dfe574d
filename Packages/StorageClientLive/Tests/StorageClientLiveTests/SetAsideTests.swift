import DependenciesTestSupport
import Foundation
import StorageClient
import TestSupport
import Testing

@testable import StorageClientLive

@Suite(.dependencies)
struct SetAsideTests {
  struct Settings: Codable, Equatable {
    var volume: Double
  }

  @Test func aCorruptFileIsSetAsideReportedAndThenGone() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    let corrupt = Data("{\"volume\": ".utf8)
    try await storage.save(corrupt, .settings)

    var setAsideAt: String?
    do {
      _ = try await storage.load(Settings.self, from: .settings)
      Issue.record("a corrupt file loaded")
    } catch StorageError.corrupt(let key, _, let path) {
      #expect(key == .settings)
      setAsideAt = path
    }

    let path = try #require(setAsideAt)
    let configuration = folder.directories.configuration.path
    #expect(path.hasPrefix(configuration + "/settings.json.corrupt-"))
    #expect(path.wholeMatch(of: /.*\/settings\.json\.corrupt-\d{8}T\d{6}Z/) != nil, "\(path)")
    #expect(FileManager.default.contents(atPath: path) == corrupt)
    #expect(try await storage.load(Settings.self, from: .settings) == nil)

    try await storage.save(Settings(volume: 1), to: .settings)
    #expect(try await storage.load(Settings.self, from: .settings) == Settings(volume: 1))
    #expect(FileManager.default.contents(atPath: path) == corrupt)
  }

  @Test func theTimestampIsUTC() throws {
    let folder = try TemporaryFolder()
    let store = FileStore(
      directories: folder.directories, now: { Date(timeIntervalSince1970: 1_741_944_413) })
    try store.save(Data("x".utf8), .seenArticles)
    let path = try store.setAside(.seenArticles)
    #expect(path == folder.directories.state.path + "/seen-articles.json.corrupt-20250314T092653Z")
  }

  @Test func twoSetAsidesInOneSecondKeepBothFiles() throws {
    let folder = try TemporaryFolder()
    let store = FileStore(
      directories: folder.directories, now: { Date(timeIntervalSince1970: 1_741_944_413) })

    try store.save(Data("first".utf8), .settings)
    let first = try store.setAside(.settings)
    try store.save(Data("second".utf8), .settings)
    let second = try store.setAside(.settings)
    try store.save(Data("third".utf8), .settings)
    let third = try store.setAside(.settings)

    #expect(first.hasSuffix("settings.json.corrupt-20250314T092653Z"))
    #expect(second == first + "-2")
    #expect(third == first + "-3")
    #expect(FileManager.default.contents(atPath: first) == Data("first".utf8))
    #expect(FileManager.default.contents(atPath: second) == Data("second".utf8))
    #expect(FileManager.default.contents(atPath: third) == Data("third".utf8))
    #expect(try store.load(.settings) == nil)
  }

  @Test func settingAsideNothingIsReported() async throws {
    let folder = try TemporaryFolder()
    let storage = StorageClient.live(directories: folder.directories)
    await expectUnavailable(.settings, mentioning: ["nothing", "settings.json"]) {
      _ = try await storage.setAside(.settings)
    }
  }
}
