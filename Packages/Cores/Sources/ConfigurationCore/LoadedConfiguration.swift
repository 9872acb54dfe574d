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

  /// The configuration the parsed lines set; the parser's problems come first.
  public init(parsed: ParsedConfiguration) {
    self.init(problems: parsed.problems)
    for line in parsed.lines {
      apply(line)
    }
  }

  /// The setting names `config show` and the reading know, each taking one value.
  public static var settingNames: [String] { ScalarSetting.all.map(\.name) }
}
