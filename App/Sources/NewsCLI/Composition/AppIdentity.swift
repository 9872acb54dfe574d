/// Who the app is: the one place that names it.
///
/// Packages below the app never name it. Each live value gets what it needs of the identity as
/// configuration from ``LiveValues``: a folder name under the XDG directories, a User-Agent, the
/// names of environment variables. `make rename-app` changes these lines when the template is
/// copied.
enum AppIdentity {
  /// The command's name, and the folder name under each XDG base directory.
  static let name = "news-cli"
  static let version = "0.1.0"
  /// The prefix of the environment variables the app reads, such as `NEWS_CLI_AUDIO_DEVICE`.
  static let environmentPrefix = "NEWS_CLI_"

  /// What every request says it comes from: servers rate-limit and block by User-Agent, so it
  /// names the program and its version.
  static var userAgent: String { "\(name)/\(version)" }
}
