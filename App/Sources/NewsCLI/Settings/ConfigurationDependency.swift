import ConfigurationCore
import Dependencies

extension DependencyValues {
  /// The configuration every command runs with: the config file, with what settings.json still
  /// sets, read once by the composition root before any command runs, so that its problems are
  /// reported once and the live values and the command see the same values.
  var configuration: Configuration {
    get { self[ConfigurationKey.self] }
    set { self[ConfigurationKey.self] = newValue }
  }

  /// How the configuration was read: its file, where each setting came from and its problems.
  var configurationReport: ConfigurationReport {
    get { self[ConfigurationReportKey.self] }
    set { self[ConfigurationReportKey.self] = newValue }
  }
}

private enum ConfigurationKey: DependencyKey {
  static let liveValue = Configuration()
  static let testValue = Configuration()
}

private enum ConfigurationReportKey: DependencyKey {
  static let liveValue = ConfigurationReport(file: "config")
  static let testValue = ConfigurationReport(file: "config")
}
