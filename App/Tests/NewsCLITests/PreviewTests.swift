import Foundation
import Testing

@testable import NewsCLI

@Suite(.serialized)
struct PreviewTests {
  @Test func previewPrintsSampleHeadlines() async throws {
    let output = try await NewsCLIProcess().run(["--preview"])
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardOutput.contains("Ceasefire talks resume as envoys meet in Geneva"))
    // The world samples are one story list under several feeds' names, shown once, under
    // whichever feed carried the newest copy.
    #expect(
      ["BBC News World", "Al Jazeera", "The Guardian World"].contains {
        output.standardOutput.contains($0)
      })
    #expect(output.standardOutput.contains("min ago"))
  }

  @Test func previewContextFromTheEnvironmentWorksToo() async throws {
    let output = try await NewsCLIProcess(environment: ["SWIFT_DEPENDENCIES_CONTEXT": "preview"])
      .run(["headlines", "--limit", "3"])
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardOutput.split(separator: "\n").count == 3)
  }

  @Test func previewListenPlaysTheSampleBulletin() async throws {
    let output = try await NewsCLIProcess().run(["--preview", "listen"])
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardError.contains("News Now"))
  }

  /// `feeds` does nothing about previews itself: the composition root sets the context for every
  /// command, so the user's own files are neither read nor written.
  @Test func aCommandThatDoesNothingSpecialStillGetsPreviewValues() async throws {
    let cli = NewsCLIProcess()
    let folder = cli.home.appendingPathComponent("config/news-cli")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let saved = #"[{"url": "https://mine.example/feed.xml"}]"#
    try Data(saved.utf8).write(to: folder.appendingPathComponent("subscriptions.json"))

    for arguments in [["--preview", "feeds", "list"], ["feeds", "list", "--preview"]] {
      let listed = try await cli.run(arguments)
      #expect(listed.status == 0, "\(listed.standardError)")
      #expect(
        !listed.standardOutput.contains("mine.example"), "the saved list was read: \(arguments)")
      #expect(listed.standardOutput.contains("https://feeds.npr.org/500005/podcast.xml"))
    }

    let added = try await cli.run(["--preview", "feeds", "add", "https://preview.example/feed.xml"])
    #expect(added.status == 0, "\(added.standardError)")
    let file = try String(
      contentsOf: folder.appendingPathComponent("subscriptions.json"), encoding: .utf8)
    #expect(file == saved, "a preview wrote to the user's files")
  }
}
