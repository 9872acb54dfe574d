import Testing

@testable import {{Target}}

/// `{{name}}` run as a person would run it, through the built binary, on every client's preview.
struct {{Command}}CommandTests {
  @Test func previewAnswersFromSampleData() async throws {
    let output = try await {{Target}}Process().run(["--preview", "{{name}}", "today"])
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardOutput == "Sample answer for today\n")
  }
}
