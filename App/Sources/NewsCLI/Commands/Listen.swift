import ArgumentParser
import BulletinFeature
import Dependencies
import Foundation
import NewsClient
import NewsFeature

struct Listen: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Play the newest audio news bulletin."
  )

  @OptionGroup var global: GlobalOptions

  @Option(help: ArgumentHelp("The feed to take the bulletin from.", valueName: "url"))
  var feed: String = Subscription.bulletin.absoluteString

  @Option(help: "Volume from 0 to 1.")
  var volume: Float = 1

  func validate() throws {
    guard (0...1).contains(volume) else { throw ValidationError("--volume must be between 0 and 1.") }
    _ = try FeedArgument.url(feed)
  }

  func run() async throws {
    let feedURL = try FeedArgument.url(feed)
    try await global.withDependencies {
      let terminal = Terminal.current()
      let bulletins = BulletinFeature()
      let bulletin = try await bulletins.latestBulletin(in: feedURL)
      printError("\(TerminalText.sanitized(bulletin.source)): \(TerminalText.sanitized(bulletin.title))")

      let download = ProgressBar(label: "Downloading", isEnabled: terminal.stderrIsTerminal)
      let file = try await bulletins.download(bulletin) { progress in
        download.draw(
          fraction: progress.fractionCompleted,
          detail: progress.bytesReceived.formattedBytes
        )
      }
      download.finish()

      try await PlaybackProgress.showing(
        ProgressBar(label: "Playing    ", isEnabled: terminal.stderrIsTerminal)
      ) {
        try await bulletins.play(file, volume: volume)
      }
    }
  }
}
