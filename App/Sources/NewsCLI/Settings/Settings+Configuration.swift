import ConfigurationCore
import Foundation

extension Settings {
  /// The configuration commands settings.json's values are, by the config file's names: the
  /// settings' new home.
  var commands: [(name: String, value: String)] {
    var commands: [(String, String)] = []
    if let headlineLimit { commands.append(("headline-limit", String(headlineLimit))) }
    if let bulletinFeed { commands.append(("bulletin-feed", bulletinFeed.absoluteString)) }
    if let volume { commands.append(("volume", String(volume))) }
    if let audioDevice { commands.append(("audio-device", audioDevice)) }
    if let keepDays { commands.append(("keep-articles-days", String(keepDays))) }
    if let keepPerFeed { commands.append(("max-items", String(keepPerFeed))) }
    return commands
  }

  /// Applies settings.json's values to `loaded` where the config file sets none, as coming from
  /// `file`, and returns the note that says where they belong now, or nil when settings.json
  /// sets nothing.
  ///
  /// The config file wins where both set a value, so a person who moved a setting and left the
  /// old one behind gets what the config file says.
  func apply(to loaded: inout LoadedConfiguration, from file: String, configurationFile: String)
    -> String?
  {
    let commands = commands
    guard !commands.isEmpty else { return nil }
    for (name, value) in commands where loaded.origins[name] == nil {
      loaded.set(name, to: value, at: ConfigurationLocation(file: file, line: 0))
    }
    let lines = commands.map { "\($0.name) \($0.value)" }.joined(separator: "; ")
    return "\(file): these settings belong in \(configurationFile) now, as the lines \(lines). "
      + "It is still read, and where both set a value the config file wins."
  }
}
