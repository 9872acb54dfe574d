import ArgumentParser
import ConfigurationCore
import Dependencies
import TextCore

struct Config: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "config",
    abstract: "Check the config file, or show the settings in effect.",
    discussion: """
      The config file is $XDG_CONFIG_HOME/\(AppIdentity.name)/config (~/.config/\(AppIdentity.name)/config), \
      in newsboat's syntax: a newsboat user's config works here, and each of its lines this \
      reader does not support is named in a warning. docs/configuration.md lists every command.
      """,
    subcommands: [Check.self, Show.self, Scheme.self]
  )

  @OptionGroup var global: GlobalOptions

  struct Check: AsyncParsableCommand, RunsWithoutLiveImplementations, ReportsStartupWarnings {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Name each problem of the config file with its file and line.",
      discussion: "Exits 1 when there is one, 0 when there is none.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      @Dependency(\.configurationReport) var report
      for problem in report.problems { print(problem) }
      if let note = report.settingsNote { print("note: \(note)") }
      guard report.problems.isEmpty else { throw ExitCode.failure }
      let file = TerminalText.sanitized(report.file)
      print("\(file): no problems\(report.loaded.origins.isEmpty ? ", and nothing set" : "").")
    }
  }

  struct Show: AsyncParsableCommand, RunsWithoutLiveImplementations {
    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Print the settings in effect, with their defaults, in the config file's syntax.",
      discussion: """
        Each setting says where it was set, or that it is the default. Written to a file, the \
        output reads back as the same settings.
        """)

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      @Dependency(\.configurationReport) var report
      print(
        """
        # The settings in effect: \(TerminalText.sanitized(report.file)), where it sets them, \
        else the default.
        """)
      print(report.loaded.configuration.written(origins: report.loaded.origins), terminator: "")
    }
  }

  struct Scheme: AsyncParsableCommand, RunsWithoutLiveImplementations {
    static let configuration = CommandConfiguration(
      commandName: "scheme",
      abstract: "Print a colour scheme this reader ships, to copy, change and include.",
      discussion: """
        'color-scheme NAME' in the config file applies one as it is. Without a name, lists them.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The scheme's name.")
    var name: String?

    func run() async throws {
      guard let name else {
        print(ColorScheme.builtIn.map(\.name).joined(separator: "\n"))
        return
      }
      guard let scheme = ColorScheme.named(name) else {
        let names = ColorScheme.builtIn.map(\.name).joined(separator: ", ")
        throw CommandFailure(
          "There is no colour scheme \(TerminalText.sanitized(name)); there are \(names).")
      }
      print(scheme.text, terminator: "")
    }
  }
}
