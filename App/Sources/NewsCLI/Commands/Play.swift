import ArgumentParser
import BulletinFeature
import Foundation
import NewsFeature

struct Play: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
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
    try await global.run {
      let terminal = Terminal.current()
      let settings = try await Warnings(terminal: terminal).loadSettings()
      try await withAudioDevice(audio.device, settings: settings) {
        try await PlaybackProgress.showing(ProgressBar(label: "Playing", isEnabled: terminal.stderrIsTerminal)) {
          try await BulletinFeature().play(url, volume: audio.volume ?? settings.volume ?? 1, repeating: loop)
        }
      }
    }
  }
}
