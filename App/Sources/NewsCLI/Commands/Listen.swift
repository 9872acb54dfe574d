import ArgumentParser
import BulletinFeature
import Dependencies
import Foundation
import NewsClient
import NewsFeature
import TextCore
import TimeCore

struct Listen: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "listen",
    abstract: "Play the newest audio news bulletin.",
    discussion:
      "Downloads the newest audio enclosure of the bulletin feed, NPR News Now unless told otherwise, and plays it."
  )

  @OptionGroup var global: GlobalOptions

  @Option(
    help: ArgumentHelp(
      "The feed to take the bulletin from. (default: NPR News Now, or bulletin-feed in the config file)",
      valueName: "url"),
    transform: FeedArgument.url)
  var feed: URL?

  @OptionGroup var audio: AudioOptions

  func run() async throws {
    let terminal = Terminal.current()
    @Dependency(\.configuration) var configuration
    let feedURL = feed ?? configuration.bulletinFeed ?? Subscription.bulletin

    let bulletins = BulletinFeature()
    let bulletin = try await bulletins.latestBulletin(in: feedURL)
    @Dependency(\.timeZone) var timeZone
    let published = bulletin.published.map { " (\(DateText.full($0, in: timeZone)))" } ?? ""
    printError(
      "\(TerminalText.sanitized(bulletin.source)): \(TerminalText.sanitized(bulletin.title))\(published)"
    )

    let download = ProgressBar(label: "Downloading", isEnabled: terminal.stderrIsTerminal)
    let file = try await bulletins.download(bulletin) { progress in
      download.draw(
        fraction: progress.fractionCompleted, detail: progress.bytesReceived.formattedBytes)
    }
    download.finish()

    try await PlaybackProgress.showing(
      ProgressBar(label: "Playing    ", isEnabled: terminal.stderrIsTerminal)
    ) {
      try await bulletins.play(file, volume: audio.volume ?? Float(configuration.volume))
    }
  }
}

extension Listen: ShapesLiveValues {
  var liveOptions: LiveOptions { LiveOptions(audioDevice: audio.device) }
}
