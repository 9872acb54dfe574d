/// What a command's flags change in the live values, for commands that have such flags.
///
/// The composition root asks the parsed command for these, so a command never builds a live value
/// itself; a command without such flags does not adopt the protocol and gets the defaults.
protocol ShapesLiveValues {
  var liveOptions: LiveOptions { get }
}

struct LiveOptions: Sendable {
  /// Seconds a feed may take, from `--timeout`.
  var feedTimeout: Int?
  /// The ALSA device, from `--device`.
  var audioDevice: String?
  /// The player's volume, from `--volume`, for a command that plays without asking for one, as
  /// the reader does.
  var volume: Float?
}
