import ConfigurationCore
import Dependencies

extension DependencyValues {
  /// The commands that open a link, from the user's configuration: the first `opener` rule whose
  /// expression matches the URL, else `browser`, else the system's browser. The app sets them
  /// from the configuration it reads once; the reader's effects open every link by them.
  public var linkOpeners: LinkOpeners {
    get { self[LinkOpenersKey.self] }
    set { self[LinkOpenersKey.self] = newValue }
  }
}

/// No configuration: the system's browser for every link, as a test or a preview expects.
private enum LinkOpenersKey: DependencyKey {
  static let liveValue = LinkOpeners()
  static let testValue = LinkOpeners()
}
