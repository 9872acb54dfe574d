import ArgumentParser

/// The live values the app builds itself, because they need what only the app knows: its
/// identity, the environment, settings, or the chosen command's flags.
///
/// A client whose `liveValue` needs none of that is not named here: linking its live package in
/// `App/Package.swift` is enough, and ``LiveImplementations`` proves it is linked. When a client
/// needs the app's folder, for example, set it here, in the live context only:
/// `withDependencies { if $0.context == .live { $0.storage = .live(directories: …) } }`.
enum LiveValues {
  /// Runs `operation` with the live values this app shapes, of which it has none yet.
  static func providing(
    for command: any ParsableCommand,
    environment: [String: String],
    operation: @escaping @Sendable () async throws -> Void
  ) async throws {
    try await operation()
  }
}
