import Foundation

/// The loopback feed server (`Benchmarks/feed_server.py`) in a child process.
///
/// The child reads its standard input until end of file and then exits, so closing the pipe (or
/// this process ending, however it ends) stops it.
final class FeedServer {
  let port: Int
  private let process = Process()
  private let input = Pipe()

  init(script: String, feed: URL, latencyMilliseconds: Int) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", script, "--feed", feed.path, "--latency", "\(Double(latencyMilliseconds) / 1000)",
    ]
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    var line = Data()
    while line.last != UInt8(ascii: "\n"), line.count < 16 {
      let byte = output.fileHandleForReading.readData(ofLength: 1)
      guard !byte.isEmpty else { break }
      line.append(byte)
    }
    guard
      let port = Int(
        String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      try? input.fileHandleForWriting.close()
      throw BenchmarkError("the feed server did not report its port")
    }
    self.port = port
  }

  func stop() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}
