import Foundation
import ProcessEngine

/// Encodes MP3 fixtures with the `lame` command (apt package `lame`), as real bulletins are made:
/// libsndfile's own MP3 encoder clips, so it cannot stand in.
enum Lame {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func encode(_ wav: URL, to mp3: URL, bitRate: Int = 128) throws {
    guard let lame = executable() else {
      throw Failure(
        description:
          "the lame command is missing: install the apt package lame (Scripts/install-system-packages does)"
      )
    }
    _ = try SpawnedProcess.run(
      lame.path, arguments: ["--quiet", "-b", "\(bitRate)", wav.path, mp3.path]
    ).successfulOutput()
  }

  private static func executable() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":")
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("lame") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
