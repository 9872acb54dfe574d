import Testing

@testable import NewsCLI

/// The built binary starts and explains itself: the smallest proof that the app, its composition
/// root and every command it lists are wired together.
struct HelpTests {
  @Test func helpNamesTheAppAndEveryCommand() async throws {
    let output = try await NewsCLIProcess().run(["--help"])
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardOutput.contains("USAGE: \(AppIdentity.name)"))
    // The bare command's own, Start, is hidden: `news-cli` alone runs it.
    for command in NewsCLI.configuration.subcommands where command.configuration.shouldDisplay {
      #expect(output.standardOutput.contains(command._commandName), "\(command) is not listed")
    }
  }

  @Test func versionIsTheAppsVersion() async throws {
    let output = try await NewsCLIProcess().run(["--version"])
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardOutput == AppIdentity.version + "\n")
  }
}
