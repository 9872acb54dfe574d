import Foundation

@testable import AudioPlayerClientLive

/// A temporary folder for one test's fixtures and captured output, removed when the test ends.
final class Scratch: Sendable {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("AudioPlayerClientLiveTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  func file(_ name: String, contents: Data) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try contents.write(to: url)
    return url
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
