// The measuring half of Scripts/examples/bench-audio: each subcommand does one thing the script times from
// outside (CPU, peak memory) or times itself from inside (start and stop latency).
import AudioPlayerClient
import AudioPlayerClientLive
import Foundation

let usage = """
  usage: audio-bench play FILE DEVICE
         audio-bench start-latency FILE RUNS
         audio-bench stop-latency FILE DEVICE RUNS WAIT-MILLISECONDS
  """

let arguments = CommandLine.arguments.dropFirst()
do {
  switch (arguments.first, arguments.count) {
  case ("play", 3):
    try await Commands.play(path: arguments[2], device: arguments[3])
  case ("start-latency", 3):
    try await Commands.startLatency(path: arguments[2], runs: Int(arguments[3]) ?? 100)
  case ("stop-latency", 5):
    try await Commands.stopLatency(
      path: arguments[2], device: arguments[3], runs: Int(arguments[4]) ?? 5,
      wait: .milliseconds(Int(arguments[5]) ?? 1_000))
  default:
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
  }
} catch {
  FileHandle.standardError.write(Data("audio-bench: \(error)\n".utf8))
  exit(1)
}
