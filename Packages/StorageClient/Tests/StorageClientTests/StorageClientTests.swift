import Dependencies
import DependenciesTestSupport
import Foundation
import StorageClient
import Testing

/// A key as a feature declares its own.
extension StorageKey {
  fileprivate static let settings = StorageKey("settings.json", in: .configuration)
}

@Suite(.dependencies)
struct StorageClientTests {
  struct Settings: Codable, Equatable {
    var volume: Double
  }

  @Test func everyTestEndpointIsUnimplemented() async {
    let storage = StorageClient.testValue
    await withKnownIssue {
      _ = try? await storage.load(.settings)
    } matching: {
      $0.description.contains("StorageClient.load")
    }
    await withKnownIssue {
      try? await storage.save(Data(), .settings)
    } matching: {
      $0.description.contains("StorageClient.save")
    }
    await withKnownIssue {
      _ = try? await storage.setAside(.settings)
    } matching: {
      $0.description.contains("StorageClient.setAside")
    }
    await withKnownIssue {
      _ = try? await storage.remove(.settings)
    } matching: {
      $0.description.contains("StorageClient.remove")
    }
  }

  @Test func removingForgetsTheValue() async throws {
    let storage = StorageClient.inMemory()
    try await storage.save(Data("x".utf8), .settings)
    #expect(try await storage.remove(.settings))
    #expect(try await storage.load(.settings) == nil)
    #expect(try await storage.remove(.settings) == false)
  }

  @Test func typedValuesRoundTrip() async throws {
    let storage = StorageClient.inMemory()
    #expect(try await storage.load(Settings.self, from: .settings) == nil)
    try await storage.save(Settings(volume: 0.5), to: .settings)
    #expect(try await storage.load(Settings.self, from: .settings) == Settings(volume: 0.5))
  }

  @Test func corruptBytesAreSetAsideAndReported() async throws {
    let storage = StorageClient.inMemory([.settings: Data("{\"volume\": ".utf8)])
    await #expect {
      try await storage.load(Settings.self, from: .settings)
    } throws: { error in
      guard case StorageError.corrupt(.settings, _, let setAsideAt) = error else { return false }
      return setAsideAt == "memory:configuration/settings.json.corrupt-1"
    }
    #expect(try await storage.load(.settings) == nil)
    #expect(
      try await storage.load(StorageKey("settings.json.corrupt-1", in: .configuration))
        == Data("{\"volume\": ".utf8))
  }

  /// An empty file is no settings, not damage: nothing is set aside and nothing reported.
  @Test(arguments: ["", " \n\t\r\n"])
  func anEmptyFileHoldsNothing(bytes: String) async throws {
    let storage = StorageClient.inMemory([.settings: Data(bytes.utf8)])
    let loaded = try await storage.load(
      Settings.self, from: .settings, default: Settings(volume: 1))
    #expect(loaded.value == Settings(volume: 1))
    #expect(loaded.problem == nil)
    #expect(try await storage.load(.settings) == Data(bytes.utf8))
    #expect(
      try await storage.load(StorageKey("settings.json.corrupt-1", in: .configuration)) == nil)
  }

  @Test func loadingWithADefaultFallsBackAndSaysWhy() async throws {
    let empty = try await StorageClient.inMemory().load(
      Settings.self, from: .settings, default: Settings(volume: 1))
    #expect(empty.value == Settings(volume: 1))
    #expect(empty.problem == nil)

    let corrupt = try await StorageClient.inMemory([.settings: Data("[".utf8)])
      .load(Settings.self, from: .settings, default: Settings(volume: 1))
    #expect(corrupt.value == Settings(volume: 1))
    guard case .corrupt(.settings, _, _)? = corrupt.problem else {
      Issue.record("expected a corrupt-file problem, got \(String(describing: corrupt.problem))")
      return
    }
  }

  @Test func loadingWithADefaultStillThrowsWhenStorageItselfFails() async {
    var storage = StorageClient.inMemory()
    storage.load = { key in throw StorageError.unavailable(key, reason: "No space left on device") }
    await #expect(throws: StorageError.unavailable(.settings, reason: "No space left on device")) {
      try await storage.load(Settings.self, from: .settings, default: Settings(volume: 1))
    }
  }

  @Test(arguments: [StorageKey.Area.state, .cache])
  func configurationIsWrittenForPeopleAndTheRestCompactly(area: StorageKey.Area) async throws {
    let storage = StorageClient.inMemory()
    let key = StorageKey("remembered.json", in: area)
    try await storage.save(["b": 1, "a": 2], to: .settings)
    try await storage.save(["b": 1, "a": 2], to: key)
    #expect(try await storage.load(.settings) == Data("{\n  \"a\" : 2,\n  \"b\" : 1\n}".utf8))
    let compact = String(decoding: try #require(try await storage.load(key)), as: UTF8.self)
    #expect(!compact.contains("\n") && !compact.contains(" "), "\(compact)")
  }
}
