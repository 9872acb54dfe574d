/// Who the app is: the one place that names it.
///
/// Packages below the app never name it. Each live value gets what it needs of the identity as
/// configuration from ``CompositionRoot``: the storage its folder name, the news client its
/// User-Agent and cache folder. `make rename-app` changes these lines when the template is copied.
enum AppIdentity {
  /// The command's name, and the folder name under each XDG base directory.
  static let name = "news-cli"
  static let version = "0.1.0"
  /// The prefix of the environment variables the app reads, such as `NEWS_CLI_AUDIO_DEVICE`.
  static let environmentPrefix = "NEWS_CLI_"

  /// What every request says it comes from: servers rate-limit and block by User-Agent, so it
  /// names the program and its version.
  static var userAgent: String { "\(name)/\(version)" }

  /// The environment variable that chooses the ALSA device for every run.
  static var audioDeviceVariable: String { environmentPrefix + "AUDIO_DEVICE" }
}
