import AudioPlayerClient
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@testable import AudioPlayerClientLive

/// The `null` device under ``Scratch/capture`` takes audio as fast as it comes, so every loop here
/// is bounded by the player's own progress: an observer stops it after a number of passes, or
/// slows the playback thread down so that a test can act while it plays.
@Suite(.dependencies)
struct LoopAndStopTests {
  /// 1,000 stereo frames whose every sample differs, so a gap or a repeat would show.
  static let ramp: [Int16] = (0..<2_000).map { Int16($0 - 1_000) }

  @Test func aLoopRepeatsWithoutAGapUntilStopped() async throws {
    let scratch = try Scratch()
    let url = try scratch.file("ramp.wav", contents: WAVFixture.data(int16: Self.ramp))
    let engine = ObservedEngine(device: scratch.capture) { engine, report in
      if report.pass == 4 { engine.requestStop() }
    }

    try await engine.value.play(url, repeating: true)

    let played = try scratch.captured().values(as: Int16.self)
    #expect(played == Array([[Int16]](repeating: Self.ramp, count: 5).joined()))
  }

  /// A loop never ends by itself, so `stop` returning at all says it stopped the loop; the bound
  /// only tells a stop at the next period from one that waits for something else. How fast it
  /// is, is a figure for a benchmark, not a test.
  @Test func stopSilencesARunningLoop() async throws {
    let scratch = try Scratch()
    let url = try scratch.file("ramp.wav", contents: WAVFixture.data(int16: Self.ramp))
    // Two milliseconds a period stands in for a device that takes time; it also caps the output.
    let engine = ObservedEngine(device: scratch.capture) { _, _ in usleep(2_000) }
    let looping = Task { try await engine.value.play(url, repeating: true) }
    while engine.value.position() == nil { try await Task.sleep(for: .milliseconds(5)) }
    try await Task.sleep(for: .milliseconds(50))

    let clock = ContinuousClock()
    let started = clock.now
    await engine.value.stop()
    let latency = clock.now - started
    try await looping.value

    #expect(latency < .seconds(3), "stopping took \(latency)")
    #expect(engine.value.position() == nil)
    let sizeAfterStop = try scratch.captured().count
    try await Task.sleep(for: .milliseconds(30))
    #expect(try scratch.captured().count == sizeAfterStop)
  }

  @Test func stopWhenNothingPlaysReturnsAtOnce() async {
    let engine = PlaybackEngine(device: .named("null"))
    await engine.stop()
    #expect(engine.position() == nil)
  }

  @Test func cancellingTheTaskStopsPlaybackAndThrowsCancellationError() async throws {
    let scratch = try Scratch()
    let url = try scratch.file("ramp.wav", contents: WAVFixture.data(int16: Self.ramp))
    let engine = ObservedEngine(device: scratch.capture) { _, _ in usleep(2_000) }
    let looping = Task { try await engine.value.play(url, repeating: true) }
    while engine.value.position() == nil { try await Task.sleep(for: .milliseconds(5)) }

    looping.cancel()

    await #expect(throws: CancellationError.self) { try await looping.value }
    #expect(engine.value.position() == nil)
    try await engine.value.play(url, repeating: false)
    #expect(try scratch.captured().values(as: Int16.self) == Self.ramp)
  }

  @Test func aTaskCancelledBeforePlayingNeverOpensTheDevice() async throws {
    let scratch = try Scratch()
    let url = try scratch.file("ramp.wav", contents: WAVFixture.data(int16: Self.ramp))
    let engine = PlaybackEngine(device: scratch.capture)
    let playing = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await engine.play(url, repeating: false)
    }
    await #expect(throws: CancellationError.self) { try await playing.value }
    #expect(!FileManager.default.fileExists(atPath: scratch.capturedURL.path))
  }

  @Test func aNewPlayReplacesTheOneRunningWhichReturnsNormally() async throws {
    let scratch = try Scratch()
    let first = try scratch.file("ramp.wav", contents: WAVFixture.data(int16: Self.ramp))
    let second = try scratch.file(
      "constant.wav",
      contents: WAVFixture.data(int16: [Int16](repeating: 7, count: 4_000), sampleRate: 22_050))
    let engine = ObservedEngine(device: scratch.capture) { _, report in
      if report.sampleRate == 44_100 { usleep(2_000) }
    }
    let looping = Task { try await engine.value.play(first, repeating: true) }
    while engine.value.position() == nil { try await Task.sleep(for: .milliseconds(5)) }

    try await engine.value.play(second, repeating: false)
    try await looping.value

    #expect(try scratch.captured().values(as: Int16.self) == [Int16](repeating: 7, count: 4_000))
  }
}
