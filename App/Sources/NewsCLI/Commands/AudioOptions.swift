import ArgumentParser

/// The options of every command that plays sound.
struct AudioOptions: ParsableArguments {
  @Option(help: "Volume from 0 to 1. (default: 1, or volume in the config file)")
  var volume: Float?

  @Option(
    help: ArgumentHelp(
      "The ALSA device to play on, such as default, null, hw:0 or file:'/tmp/out.wav',wav. (default: \(LiveValues.audioDeviceVariable), audio-device in the config file, or default)",
      valueName: "pcm"
    )
  )
  var device: String?

  func validate() throws {
    if let volume, !Settings.volumes.contains(volume) {
      throw ValidationError("--volume must be between 0 and 1.")
    }
    if device?.isEmpty == true {
      throw ValidationError("--device needs a device name, such as null or hw:0.")
    }
  }
}
