import CLibXML2

/// libxml2's process-wide set-up, done once before the first parse.
enum LibXML2 {
  /// libxml2 must initialise its global state before threads parse at once; Swift runs a static
  /// stored property's initializer exactly once, under a lock, whichever thread comes first.
  private static let isInitialized: Bool = {
    xmlInitParser()
    return true
  }()

  static func initialize() {
    _ = isInitialized
  }
}
