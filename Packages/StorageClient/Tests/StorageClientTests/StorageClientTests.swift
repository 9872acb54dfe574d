import Dependencies
import DependenciesTestSupport
import Foundation
import StorageClient
import Testing

@Suite(.dependencies)
struct StorageClientTests {
  struct Settings: Codable, Equatable {
    var volume: Double
  }

  @Test func everyTestEndpointIsUnimplemented() async {
    let storage = StorageClient.testValue
    await withKnownIssue {
      _ = try? await storage.load(.settings)
    } matching: { $0.description.contains("StorageClient.load") }
    await withKnownIssue {
      try? await storage.save(Data(), .settings)
    } matching: { $0.description.contains("StorageClient.save") }
    await withKnownIssue {
      _ = try? await storage.setAside(.settings)
    } matching: { $0.description.contains("StorageClient.setAside") }
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
    #expect(try await storage.load(StorageKey("settings.json.corrupt-1", in: .configuration)) == Data("{\"volume\": ".utf8))
  }
}
