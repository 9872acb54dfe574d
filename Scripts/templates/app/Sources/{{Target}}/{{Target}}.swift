import ArgumentParser

@main
struct {{Target}}: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: AppIdentity.name,
    abstract: "The \(AppIdentity.name) command-line app.",
    version: AppIdentity.version,
    subcommands: []
  )

  @OptionGroup var global: GlobalOptions

  /// Parses the command line, then runs the chosen command inside the composition root, which
  /// gives every command its dependencies.
  static func main() async {
    do {
      let command = try parseAsRoot()
      try await CompositionRoot.run(command)
    } catch {
      exit(withError: error)
    }
  }
}
