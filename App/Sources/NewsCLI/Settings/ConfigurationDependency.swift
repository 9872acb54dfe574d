import Dependencies

extension DependencyValues {
  /// The user's settings, loaded once by the composition root before any command runs, so that
  /// their warnings are printed once and the live values and the command see the same ones.
  var settings: Settings {
    get { self[SettingsKey.self] }
    set { self[SettingsKey.self] = newValue }
  }
}

private enum SettingsKey: DependencyKey {
  static let liveValue = Settings()
  static let testValue = Settings()
}
