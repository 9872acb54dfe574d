import ArgumentParser
import BulletinFeature
import Dependencies
import Foundation

struct Play: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Play a local sound file: WAV, MP3, FLAC or Ogg."
  )

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The file to play.", completion: .file())
  var file: String

  @Flag(help: "Play over and over until interrupted.")
  var loop = false

  @OptionGroup var audio: AudioOptions

  func run() async throws {
    let url = URL(fileURLWithPath: file)
    let terminal = Terminal.current()
    @Dependency(\.configuration) var configuration
    try await PlaybackProgress.showing(
      ProgressBar(label: "Playing", isEnabled: terminal.stderrIsTerminal)
    ) {
      try await BulletinFeature().play(
        url, volume: audio.volume ?? Float(configuration.volume), repeating: loop)
    }
  }
}

extension Play: ShapesLiveValues {
  var liveOptions: LiveOptions { LiveOptions(audioDevice: audio.device) }
}
