import ArgumentParser
import {{Feature}}

struct {{Command}}: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "{{name}}",
    abstract: "Runs {{Feature}}."
  )

  @OptionGroup var global: GlobalOptions

  /// Prints this command's help until it calls {{Feature}}. The composition root has already
  /// chosen live values or, with `--preview`, previews, so the command never builds a client.
  func run() async throws {
    throw CleanExit.helpRequest(self)
  }
}
