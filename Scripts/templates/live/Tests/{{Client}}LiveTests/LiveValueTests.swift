import {{Client}}
import {{Client}}Live
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@Suite(.dependencies)
struct LiveValueTests {
  /// A file of its own for each test, removed when the test ends.
  func withTemporaryFile<Result>(
    containing text: String,
    _ body: (URL) async throws -> Result
  ) async throws -> Result {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("{{Client}}LiveTests-\(UUID().uuidString).txt")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return try await body(file)
  }

  @Test func theLiveValueIsTheLiveClient() async throws {
    let answer = try await withTemporaryFile(containing: "Sunny, 21 °C") { file in
      try await withDependencies {
        $0.context = .live
      } operation: {
        @Dependency(\.{{accessor}}) var client
        return try await client.fetch(file.path)
      }
    }
    #expect(answer == "Sunny, 21 °C")
  }

  @Test func aMissingFileIsAnErrorThatNamesIt() async {
    let missing = "/nonexistent/{{Client}}LiveTests-\(UUID().uuidString).txt"
    await #expect {
      try await {{Client}}.live().fetch(missing)
    } throws: { error in
      String(describing: error).contains(missing)
    }
  }
}
