import ConfigurationCore
import TextCore

/// What the app found as it read its configuration, for the commands that show it themselves
/// (``ReportsStartupWarnings``): `config check` and `config show`, and the reader, which shows
/// it on its screen rather than printing it before the screen opens.
struct ConfigurationReport: Sendable {
  /// The configuration file, whether it exists or not.
  var file: String
  var loaded = LoadedConfiguration()
  /// What settings.json, the settings' old home, got wrong: the file set aside, a value ignored.
  var settingsProblems: [String] = []
  /// Where settings.json's settings belong now, when it still sets any.
  var settingsNote: String?

  /// Every problem, settings.json's first, as one sentence each, safe for a terminal.
  var problems: [String] {
    settingsProblems.map { TerminalText.sanitized($0) } + loaded.problems.map(\.description)
  }

  /// The problems and the note, as they are shown.
  var warnings: [String] {
    problems + (settingsNote.map { [TerminalText.sanitized($0)] } ?? [])
  }
}
