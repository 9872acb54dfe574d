/// Commands typed while the program runs, as newsboat's command line (`:`) takes them.
extension LoadedConfiguration {
  /// Applies `text`, one command of the file's syntax typed at `location`, as if it were the next
  /// line of the file, and returns the problems it had (also added to ``problems``).
  ///
  /// newsboat's command line writes a setting as `set NAME VALUE`, and that form is read here
  /// too; `include` and `color-scheme`, which read other files, are the file's own and refused.
  @discardableResult
  public mutating func apply(typed text: String, at location: ConfigurationLocation)
    -> [ConfigurationProblem]
  {
    let before = problems.count
    switch ConfigurationLexer.words(of: Substring(text)) {
    case .commandSubstitution:
      problems.append(
        ConfigurationProblem(
          .unsupported, at: location,
          "runs a command between backticks, which this reader never does"))
    case .controlCharacter:
      problems.append(ConfigurationProblem(.syntax, at: location, "holds a control character"))
    case .words(var words):
      if words.first?.text == "set", !(words.first?.isQuoted ?? true), words.count > 1 {
        words.removeFirst()
      }
      guard let name = words.first else { break }
      if ["include", "color-scheme"].contains(name.text) {
        problems.append(
          ConfigurationProblem(
            .unsupported, at: location, "\(name.text) is read from the configuration file only"))
      } else {
        apply(ConfigurationLine(name.text, Array(words.dropFirst()), at: location))
      }
    }
    return Array(problems[before...])
  }
}
