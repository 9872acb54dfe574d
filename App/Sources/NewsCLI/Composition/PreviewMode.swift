import Foundation

/// Whether the user asked for built-in sample data instead of the network, the sound device and
/// their files.
enum PreviewMode {
  /// True when `--preview` is among the arguments before any `--`, wherever it stands and whichever
  /// command was chosen.
  ///
  /// Read from the arguments themselves, after the parser accepted them, rather than from each
  /// command's options: a command then cannot forget to honour the flag, and run live while the
  /// user believes nothing is touched. The parser refuses `--preview` as the value of an option,
  /// so a token that survives parsing is the flag.
  static func isRequested(by arguments: [String]) -> Bool {
    arguments.dropFirst().prefix { $0 != "--" }.contains("--preview")
  }
}
