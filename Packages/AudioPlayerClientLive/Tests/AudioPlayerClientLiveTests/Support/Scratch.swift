import Foundation
import TestSupport

@testable import AudioPlayerClientLive

/// One test's fixtures and what the player played, in a temporary folder of its own.
final class Scratch: Sendable {
  private let temporary: TemporaryFolder

  init() throws {
    temporary = try TemporaryFolder()
  }

  var folder: URL { temporary.url }

  func file(_ name: String, contents: Data) throws -> URL {
    try temporary.write(contents, to: name)
  }

  /// Where ``capture`` writes what the player played.
  var capturedURL: URL { folder.appendingPathComponent("played.raw") }

  /// A `file` PCM over an inline `null` slave, defined in-process: it takes audio as fast as it
  /// comes and writes exactly what it was given, headerless, to ``capturedURL``.
  var capture: PCMDefinition {
    .configuration(
      name: "capture",
      text: """
        pcm.capture {
          type file
          slave.pcm { type null }
          file "\(capturedURL.path)"
          format raw
        }
        """)
  }

  /// What the player wrote to ``capture``.
  func captured() throws -> Data {
    try Data(contentsOf: capturedURL)
  }
}
