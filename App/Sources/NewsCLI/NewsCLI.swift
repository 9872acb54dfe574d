import ArgumentParser

@main
struct NewsCLI: AsyncParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "news-cli",
    abstract: "Headlines from RSS, Atom and JSON feeds, and the hourly audio news bulletin.",
    discussion: """
      Run without a command to see the latest headlines. Everything works offline on sample data \
      with --preview.

      Exit status: 0 on success, even when some feeds failed; 1 when no feed could be loaded or \
      playback failed; 64 for a usage error; 130 when interrupted.
      """,
    version: version,
    subcommands: [Headlines.self, Listen.self, Play.self, Watch.self, Feeds.self, Doctor.self],
    defaultSubcommand: Headlines.self
  )

  @OptionGroup var global: GlobalOptions

  static func main() async {
    MallocArenas.limit()
    await main(nil)
  }
}
