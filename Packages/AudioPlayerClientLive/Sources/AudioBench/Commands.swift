import AudioPlayerClient
import AudioPlayerClientLive
import Dependencies
import Foundation

enum Commands {
  /// Plays a file once through the public live client, as an app does, so the script can
  /// measure the whole process against aplay and mpg123.
  static func play(path: String, device: String) async throws {
    try await AudioPlayerClient.live(device: device).play(URL(fileURLWithPath: path))
  }

  /// Times `play` to the first period handed to ALSA, `runs` times on the `null` device, and
  /// prints the median and the 95th percentile in milliseconds.
  static func startLatency(path: String, runs: Int) async throws {
    let clock = ContinuousClock()
    let firstPeriod = LockIsolated<ContinuousClock.Instant?>(nil)
    let engine = LockIsolated<PlaybackEngine?>(nil)
    engine.setValue(
      PlaybackEngine(device: .named("null")) { report in
        guard report.periodIndex == 0 else { return }
        firstPeriod.setValue(clock.now)
        engine.value?.requestStop()
      })
    var latencies: [Duration] = []
    for _ in 0..<runs {
      firstPeriod.setValue(nil)
      let started = clock.now
      try await engine.value!.play(URL(fileURLWithPath: path), repeating: false)
      guard let handedOver = firstPeriod.value else { throw BenchFailure.noAudio }
      latencies.append(handedOver - started)
    }
    engine.setValue(nil)
    print(Statistics(latencies).summary)
  }

  /// Loops a file on `device`, calls `stop` after `wait`, and prints how long `stop` took to
  /// return (the device dropped and silent), as median, 95th percentile and maximum.
  static func stopLatency(path: String, device: String, runs: Int, wait: Duration) async throws {
    let clock = ContinuousClock()
    var latencies: [Duration] = []
    let player = AudioPlayerClient.live(device: device)
    for _ in 0..<runs {
      let looping = Task { try await player.loop(URL(fileURLWithPath: path)) }
      try await Task.sleep(for: wait)
      let started = clock.now
      await player.stop()
      latencies.append(clock.now - started)
      try await looping.value
    }
    print(Statistics(latencies).summary)
  }
}

enum BenchFailure: Error {
  case noAudio
}

/// Median, 95th percentile and maximum of a set of durations, in milliseconds.
struct Statistics {
  let sorted: [Duration]

  init(_ durations: [Duration]) {
    sorted = durations.sorted()
  }

  func percentile(_ fraction: Double) -> Duration {
    sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
  }

  var summary: String {
    func milliseconds(_ duration: Duration) -> String {
      String(format: "%.2f", Double(duration / .microseconds(1)) / 1_000)
    }
    return
      "median=\(milliseconds(percentile(0.5))) p95=\(milliseconds(percentile(0.95))) max=\(milliseconds(sorted.last ?? .zero)) runs=\(sorted.count)"
  }
}
