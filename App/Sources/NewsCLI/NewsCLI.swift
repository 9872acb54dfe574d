import ArgumentParser

@main
struct NewsCLI: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: AppIdentity.name,
    abstract: "Headlines from RSS, Atom and JSON feeds, and the hourly audio news bulletin.",
    discussion: """
      Run without a command to see the latest headlines, or, with nothing subscribed yet, the \
      sample headlines and how to subscribe. Everything works offline on sample data with \
      --preview.

      Exit status: 0 on success, even when some feeds failed; 1 when no feed could be loaded or \
      playback failed; 64 for a usage error; 130 when interrupted.

      Files, under the XDG base directories: the config file ('config', in newsboat's syntax), \
      the subscriptions and a sync account in $XDG_CONFIG_HOME/\(AppIdentity.name); the article \
      store, 'articles.sqlite', in $XDG_DATA_HOME/\(AppIdentity.name); what was shown in \
      $XDG_STATE_HOME/\(AppIdentity.name); feeds and downloaded bulletins in \
      $XDG_CACHE_HOME/\(AppIdentity.name). 'config check' reports the config file's problems.
      """,
    version: AppIdentity.version,
    subcommands: [
      Headlines.self, Read.self, Search.self, ArticleCommand.self, MarkRead.self, MarkUnread.self,
      Star.self, Unstar.self, Sync.self, Listen.self, Play.self, Watch.self, Feeds.self,
      Cleanup.self, Config.self,
      Doctor.self, Start.self,
    ],
    defaultSubcommand: Start.self
  )

  @OptionGroup var global: GlobalOptions

  /// Parses the command line, then runs the chosen command inside the composition root, which
  /// gives every command its dependencies.
  static func main() async {
    MallocTuning.apply()
    do {
      let command = try parseAsRoot()
      try await CompositionRoot.run(command)
    } catch {
      exit(withError: error)
    }
  }
}
