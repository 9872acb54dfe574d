import {{Client}}
import DependenciesTestSupport
import Testing

@Suite(.dependencies)
struct PreviewValueTests {
  @Test func previewAnswersEachRequestOffline() async throws {
    let client = {{Client}}.previewValue
    #expect(try await client.fetch("today") == "Sample answer for today")
    #expect(try await client.fetch("tomorrow") == "Sample answer for tomorrow")
  }
}
