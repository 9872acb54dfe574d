import ArgumentParser
import Dependencies
import Foundation
import ReaderFeature
import RefreshFeature

struct Read: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "read",
    abstract: "Browse and read your feeds in an interactive reader.",
    discussion: """
      j and k move, Enter opens, q goes back, o opens the link in your browser (browser in the \
      config file, else $BROWSER, else xdg-open), r and R reload, n jumps to the next unread article, / searches, p plays an \
      article's audio, ? lists every key. Needs a terminal on standard input and output.
      """
  )

  @OptionGroup var global: GlobalOptions

  @Option(
    help: ArgumentHelp("Open this subscribed feed's articles.", valueName: "url"),
    transform: FeedArgument.url)
  var feed: URL?

  @Flag(help: "Start on the articles not marked read.")
  var unread = false

  @Flag(help: "Read the article store only; refresh no feed until you press r or R.")
  var offline = false

  @OptionGroup var network: NetworkOptions

  @OptionGroup var audio: AudioOptions

  func run() async throws {
    // A reader drawn into a pipe or a file would leave escape sequences there, and keys could not
    // reach it: refusing is the usage error it is.
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      printError(
        "Error: \(AppIdentity.name) read needs a terminal on standard input and output; "
          + "use '\(AppIdentity.name) headlines' in scripts.")
      throw ExitCode(64)
    }
    let warnings = Warnings(terminal: .current())
    @Dependency(\.configuration) var configuration
    @Dependency(\.configurationReport) var report
    // The configuration's problems are the reader's to show: printed now, they would be hidden
    // by its screen until it quits. Its status line has room for the first only, so they are all
    // printed again once it has given the terminal back.
    defer { report.warnings.forEach(warnings.report) }
    let opening = try await RefreshFeature().readerOpening(
      refreshes: !offline, retention: configuration.retention
    ) { step in
      if case .syncing = step { printError("Syncing with the server…") }
    }
    opening.warnings.forEach(warnings.report)
    guard !opening.subscriptions.isEmpty else { throw NoSubscriptions.fail() }
    // In raw mode Ctrl-C is a key, which the reader answers by stopping with a cancellation:
    // Interruption turns that into the status of an interrupted program, as for the signal.
    try await ReaderFeature().run(
      opening.subscriptions,
      options: ReaderOptions(
        feed: feed, unreadOnly: unread, refreshesOnStart: opening.refreshesOnOpening,
        retention: configuration.retention, startupWarnings: report.warnings,
        colors: configuration.colors, keyBindings: configuration.keyBindings))
  }
}

extension Read: ReportsStartupWarnings {}

extension Read: ShapesLiveValues {
  var liveOptions: LiveOptions {
    LiveOptions(feedTimeout: network.timeout, audioDevice: audio.device, volume: audio.volume)
  }
}
