import Dependencies

extension GlobalOptions {
  /// Runs a command's work with the dependencies the user asked for.
  ///
  /// This is the composition root: `--preview` (or `SWIFT_DEPENDENCIES_CONTEXT=preview`) switches
  /// every client to its preview value through swift-dependencies' own context, and the live
  /// context refuses to start unless every live implementation is linked.
  func withDependencies<Result: Sendable>(
    _ updateValues: (inout DependencyValues) -> Void = { _ in },
    operation: () async throws -> Result
  ) async throws -> Result {
    try await Dependencies.withDependencies {
      if preview {
        $0.context = .preview
      }
      updateValues(&$0)
    } operation: {
      @Dependency(\.context) var context
      if context == .live {
        try LiveImplementations.require()
      }
      return try await operation()
    }
  }
}
