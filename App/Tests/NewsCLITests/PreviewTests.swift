import Foundation
import Testing

@Suite(.serialized)
struct PreviewTests {
  @Test func previewPrintsSampleHeadlines() async throws {
    let output = try await NewsCLIProcess().run(["--preview"])
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardOutput.contains("Ceasefire talks resume as envoys meet in Geneva"))
    #expect(output.standardOutput.contains("BBC News World"))
    #expect(output.standardOutput.contains("min ago"))
  }

  @Test func previewContextFromTheEnvironmentWorksToo() async throws {
    let output = try await NewsCLIProcess(environment: ["SWIFT_DEPENDENCIES_CONTEXT": "preview"]).run(["headlines", "--limit", "3"])
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardOutput.split(separator: "\n").count == 3)
  }

  @Test func previewListenPlaysTheSampleBulletin() async throws {
    let output = try await NewsCLIProcess().run(["--preview", "listen"])
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardError.contains("News Now"))
  }
}
