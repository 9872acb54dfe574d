import ArgumentParser
import Dependencies
import NewsClient
import NewsClientLive

/// The options of every command that reads feeds.
struct NetworkOptions: ParsableArguments {
  @Option(help: "Seconds a feed may take before it is reported as timed out. (default: 30)")
  var timeout: Int?

  /// No feed is worth waiting more than an hour for; a larger number is a typo.
  static let timeouts = 1...3_600

  func validate() throws {
    if let timeout, !Self.timeouts.contains(timeout) {
      throw ValidationError("--timeout must be from \(Self.timeouts.lowerBound) to \(Self.timeouts.upperBound) seconds (an hour).")
    }
  }

  /// Runs `operation` with a live news client that gives up on a feed after `--timeout` seconds,
  /// counting a body that stops arriving for as long as a failure too. Previews are unaffected.
  func withTimeout<Result>(_ operation: () async throws -> Result) async rethrows -> Result {
    @Dependency(\.context) var context
    guard let timeout, context == .live else { return try await operation() }
    return try await withDependencies {
      $0.newsClient = .live(configuration: .newsCLI(timeout: timeout))
    } operation: {
      try await operation()
    }
  }
}
