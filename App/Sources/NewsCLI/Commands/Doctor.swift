import ArgumentParser
import AudioPlayerClient
import AudioPlayerClientLive
import Foundation
import NewsClient
import NewsClientLive
import NewsFeature
import StorageClientLive

struct Doctor: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check the network library, the sound device and the folders news-cli uses.",
    discussion: "Exits with status 1 when something needs attention."
  )

  @Option(help: ArgumentHelp("The ALSA device to check. (default: NEWS_CLI_AUDIO_DEVICE, or default)", valueName: "pcm"))
  var device: String?

  func run() async throws {
    var healthy = true
    let environment = ProcessInfo.processInfo.environment
    let directories = StorageDirectories.xdg()
    let cache = NewsClient.LiveConfiguration.defaultCacheDirectory()

    print("news-cli \(NewsCLI.version)")
    print("libcurl        \(Libcurl.versionDescription)")
    print("protocols      \(Libcurl.protocols.joined(separator: " "))")
    print("alsa-lib       \(LibraryVersions.alsa)")
    print("libsndfile     \(LibraryVersions.sndfile)")
    print("libmpg123      \(LibraryVersions.mpg123)")

    let chosenDevice = device ?? environment["NEWS_CLI_AUDIO_DEVICE"].flatMap { $0.isEmpty ? nil : $0 } ?? "default"
    do {
      try await AudioPlayerClient.checkDevice(chosenDevice)
      print("audio device   \(chosenDevice): opens")
    } catch {
      healthy = false
      print("audio device   \(chosenDevice): \(error.description)")
    }

    print("configuration  \(directories.configuration.path)")
    print("state          \(directories.state.path)")
    print("cache          \(cache.path)")

    let missing = LiveImplementations.missing()
    for client in LiveImplementations.clients {
      let name = String(describing: client)
      print("live client    \(name): \(missing.contains(name) ? "MISSING" : "linked")")
    }
    if !missing.isEmpty { healthy = false }
    if !healthy { throw ExitCode.failure }
  }
}
