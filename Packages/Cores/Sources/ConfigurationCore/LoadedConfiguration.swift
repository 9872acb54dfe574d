/// A configuration as read from its files: its values, where each single-valued setting was set,
/// and every problem met, each with its file and line.
public struct LoadedConfiguration: Sendable, Hashable {
  public var configuration: Configuration
  /// Where each setting that takes one value (`reload-time`, `browser`…) was last set, by the
  /// setting's name; a setting missing here has its default.
  public var origins: [String: ConfigurationLocation]
  public var problems: [ConfigurationProblem]

  public init(
    configuration: Configuration = Configuration(),
    origins: [String: ConfigurationLocation] = [:], problems: [ConfigurationProblem] = []
  ) {
    self.configuration = configuration
    self.origins = origins
    self.problems = problems
  }

  /// The configuration `text` (the file at `file`) sets, with the files it includes read by
  /// `parser`.
  public init(_ text: String, file: String, parser: ConfigurationParser) {
    self.init(parsed: parser.parse(text, file: file))
  }

  /// The configuration the parsed lines set, with the parser's problems and those of the lines
  /// in the order of the text.
  public init(parsed: ParsedConfiguration) {
    self.init()
    for item in parsed.items {
      switch item {
      case .line(let line): apply(line)
      case .problem(let problem): problems.append(problem)
      }
    }
  }

  /// Sets the setting `name` to `value`, as the line `name "value"` at `location` would, for a
  /// value that comes from elsewhere than a configuration file (the settings' old JSON file): the
  /// same checks apply, and a value refused is a problem at `location`.
  public mutating func set(_ name: String, to value: String, at location: ConfigurationLocation) {
    guard !ConfigurationLexer.holdsControl(value) else {
      problems.append(
        ConfigurationProblem(
          .syntax, at: location, "\(name) holds a control character; it is not applied"))
      return
    }
    apply(ConfigurationLine(name, [ConfigurationWord(value, isQuoted: true)], at: location))
  }

  /// The setting names `config show` and the reading know, each taking one value.
  public static var settingNames: [String] { ScalarSetting.all.map(\.name) }
}
