import Dependencies
import NewsClient
import NewsClientLive

extension GlobalOptions {
  /// Runs a command's work with the dependencies the user asked for, and with Ctrl-C handled.
  ///
  /// This is the composition root: `--preview` (or `SWIFT_DEPENDENCIES_CONTEXT=preview`) switches
  /// every client to its preview value through swift-dependencies' own context, and the live
  /// context refuses to start unless every live implementation is linked.
  func run(_ operation: @escaping @Sendable () async throws -> Void) async throws {
    let preview = preview
    try await Interruption.exitingWhenInterrupted {
      try await withDependencies {
        if preview {
          $0.context = .preview
        } else if $0.context == .live {
          $0.newsClient = .live(configuration: .newsCLI())
        }
      } operation: {
        @Dependency(\.context) var context
        if context == .live {
          try LiveImplementations.require()
        }
        try await operation()
      }
    }
  }
}
