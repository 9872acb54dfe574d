import ArgumentParser

@main
struct NewsCLI: AsyncParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "news-cli",
    abstract: "Headlines from RSS, Atom and JSON feeds, and the hourly audio news bulletin.",
    version: version,
    subcommands: [Headlines.self, Listen.self],
    defaultSubcommand: Headlines.self
  )

  @OptionGroup var global: GlobalOptions
}
