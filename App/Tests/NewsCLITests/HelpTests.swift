import ArgumentParser
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

  /// A command without its name spelt out is named from its type's name, which costs every start
  /// of the app a search of the runtime's conformance tables per command: about a third of the
  /// CPU a start spent before the names were written (perf, the reader's start on 100,000
  /// articles).
  @Test func everyCommandSpellsOutItsName() {
    func commands(under command: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
      [command] + command.configuration.subcommands.flatMap { commands(under: $0) }
    }
    for command in commands(under: NewsCLI.self) {
      #expect(command.configuration.commandName != nil, "\(command) has no commandName")
    }
  }

  @Test func versionIsTheAppsVersion() async throws {
    let output = try await NewsCLIProcess().run(["--version"])
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardOutput == AppIdentity.version + "\n")
  }
}
