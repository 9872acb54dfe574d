import AudioPlayerClient
import AudioPlayerClientLive
import Foundation
import FuzzingSupport

/// Feeds any bytes to the player's decoders, as a sound file from the network would be. A file
/// may be refused with an ``AudioPlayerError``; it may never crash, hang or leak. See Scripts/fuzz.
@main
enum SoundFileFuzzer {
  static func main() {
    // The decoders read from a path, so each input is written to a file in memory-backed /dev/shm
    // when there is one.
    let folder =
      FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    let file = URL(fileURLWithPath: folder).appendingPathComponent(
      "sound-file-fuzz-\(getpid()).sound")
    FuzzingHarness.main { data in
      guard (try? data.write(to: file)) != nil else {
        preconditionFailure("cannot write \(file.path)")
      }
      _ = try? decodeWithoutDevice(file, frameLimit: 1_000_000)
    }
  }
}
