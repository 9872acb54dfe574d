import ArgumentParser
import BulletinFeature
import ConfigurationCore
import Dependencies
import Foundation
import NewsFeature
import RefreshFeature

struct Watch: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Keep watching your feeds and print new headlines as they appear.",
    discussion: """
      Each check is a refresh, as headlines and read make one: what it fetches is stored, where \
      read in another terminal finds it, and a headline is new once, whichever process stored \
      it. Without --every, checks are reload-time minutes apart (the config file's, 60 unless \
      it says otherwise). Runs until interrupted with Ctrl-C.
      """
  )

  @OptionGroup var global: GlobalOptions

  @Option(help: "Seconds between checks. (default: reload-time in the config file, in minutes)")
  var every: Int?

  @Option(
    help: ArgumentHelp("A short sound file to play when new headlines arrive.", valueName: "file"),
    completion: .file())
  var chime: String?

  @Option(help: "The most headlines to show at the start.", transform: LimitArgument.parse)
  var limit = 20

  @OptionGroup var network: NetworkOptions

  func validate() throws {
    if let chime {
      do {
        try LocalFile.checkReadable(chime)
      } catch let failure as CommandFailure {
        throw ValidationError("--chime: \(failure)")
      }
    }
    if let every {
      try Self.intervals.validate(every, flag: "--every", unit: " seconds (a week)")
    }
    try Settings.headlineLimits.validate(limit, flag: "--limit")
  }

  /// How long between checks: `--every`, else the configuration's `reload-time`, in minutes.
  func interval(_ configuration: Configuration) -> Duration {
    .seconds(every ?? configuration.reloadTime * 60)
  }

  /// Checks at most a week apart: a longer wait is a typo, and a sleep of billions of seconds
  /// overflows the clock's deadline.
  static let intervals = 1...604_800

  func run() async throws {
    let chimeFile = chime.map { URL(fileURLWithPath: $0) }
    let terminal = Terminal.current()
    let warnings = Warnings(terminal: terminal)
    @Dependency(\.configuration) var configuration
    do {
      try await RefreshFeature().watch(
        every: interval(configuration), limit: limit, retention: configuration.retention
      ) { update in
        @Dependency(\.date.now) var now
        if !update.headlines.isEmpty {
          // Written unbuffered, so that a watch piped into another program shows up at once.
          let table = HeadlinesTable(terminal: terminal, now: now).render(update.headlines)
          FileHandle.standardOutput.write(Data((table + "\n").utf8))
        }
        update.warnings.forEach(warnings.report)
        for failure in update.failures { warnings.report(failure.message) }
        if !update.isFirst, !update.headlines.isEmpty, let chimeFile {
          do {
            try await BulletinFeature().chime(chimeFile)
          } catch {
            warnings.report("could not play the chime: \(error)")
          }
        }
      }
    } catch SubscriptionError.noSubscriptions {
      throw NoSubscriptions.fail()
    }
  }
}

extension Watch: ShapesLiveValues {
  var liveOptions: LiveOptions { LiveOptions(feedTimeout: network.timeout) }
}
