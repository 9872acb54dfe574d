import AudioPlayerClient
import AudioPlayerClientLive
import Foundation
import Testing

/// The decoders against the fuzzer's seed corpus and against every input it ever found a problem
/// with.
struct FuzzRegressionTests {
  static let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func files(in folder: String) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(
      at: package.appendingPathComponent(folder),
      includingPropertiesForKeys: nil
    )
    .sorted { $0.path < $1.path }
  }

  @Test func everySeedIsASoundFileThatDecodesWhole() throws {
    let seeds = try Self.files(in: "Sources/SoundFileFuzzer/Corpus")
    #expect(seeds.count >= 10)
    for seed in seeds {
      #expect(try decodeWithoutDevice(seed, frameLimit: .max) > 0, "\(seed.lastPathComponent)")
    }
  }

  /// Each was refused, but once cost a crash or a leak on the way; now each is refused cleanly.
  @Test func everyFuzzFindingIsRefusedWithATypedError() throws {
    let findings = try Self.files(in: "Tests/AudioPlayerClientLiveTests/FuzzRegressions")
    #expect(!findings.isEmpty)
    for finding in findings {
      #expect(throws: AudioPlayerError.self, "\(finding.lastPathComponent)") {
        try decodeWithoutDevice(finding, frameLimit: 1_000_000)
      }
    }
  }
}
