import AudioPlayerClient
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@testable import AudioPlayerClientLive

@Suite(.dependencies)
struct PlaybackTests {
  /// Odd values and extremes, where rounding and clipping would show.
  static let samples: [Int16] = (0..<9_000).map { index in
    switch index % 6 {
    case 0: Int16.max
    case 1: Int16.min
    case 2: 1_001
    case 3: -1_001
    case 4: Int16(truncatingIfNeeded: index * 7)
    default: -3
    }
  }

  @Test func aSixteenBitWAVReachesTheDeviceBitForBit() async throws {
    let scratch = try Scratch()
    let url = try scratch.file("tone.wav", contents: WAVFixture.data(int16: Self.samples))
    let engine = PlaybackEngine(device: scratch.capture)

    try await engine.play(url, repeating: false)

    #expect(try scratch.captured().values(as: Int16.self) == Self.samples)
  }

  @Test func halfVolumeHalvesEverySampleRoundingHalvesAwayFromZero() async throws {
    let scratch = try Scratch()
    let url = try scratch.file(
      "tone.wav", contents: WAVFixture.data(int16: [1_001, -1_001, 2, -3, .max, .min]))
    let engine = PlaybackEngine(device: scratch.capture)

    engine.setVolume(0.5)
    try await engine.play(url, repeating: false)

    #expect(try scratch.captured().values(as: Int16.self) == [501, -501, 1, -2, 16_384, -16_384])
  }

  @Test func aVolumeChangeTakesEffectFromTheNextPeriod() async throws {
    let scratch = try Scratch()
    let url = try scratch.file("tone.wav", contents: WAVFixture.data(int16: Self.samples))
    let changedAfter = LockIsolated<Int?>(nil)
    let engine = ObservedEngine(device: scratch.capture) { engine, report in
      guard report.periodIndex == 0 else { return }
      engine.setVolume(0.25)
      changedAfter.setValue(report.framesWritten)
    }

    try await engine.value.play(url, repeating: false)

    let played = try scratch.captured().values(as: Int16.self)
    let boundary = try #require(changedAfter.value) * 2
    #expect(boundary > 0 && boundary < Self.samples.count)
    #expect(played.count == Self.samples.count)
    #expect(played[..<boundary] == Self.samples[..<boundary])
    #expect(
      played[boundary...].elementsEqual(
        Self.samples[boundary...].map { Int16((Float($0) * 0.25).rounded()) }))
  }

  @Test func volumeIsClampedToZeroThroughOne() async throws {
    let scratch = try Scratch()
    let url = try scratch.file("tone.wav", contents: WAVFixture.data(int16: Self.samples))
    let engine = PlaybackEngine(device: scratch.capture)

    engine.setVolume(3)
    try await engine.play(url, repeating: false)
    #expect(try scratch.captured().values(as: Int16.self) == Self.samples)

    engine.setVolume(-1)
    try await engine.play(url, repeating: false)
    #expect(try scratch.captured().values(as: Int16.self).allSatisfy { $0 == 0 })
  }

  @Test func positionReportsElapsedTimeAndDurationWhilePlayingAndNilAfter() async throws {
    let scratch = try Scratch()
    let frames = 44_100
    let url = try scratch.file(
      "second.wav", contents: WAVFixture.data(int16: [Int16](repeating: 100, count: frames * 2)))
    let positions = LockIsolated<[PlaybackPosition?]>([])
    let engine = ObservedEngine(device: scratch.capture) { engine, _ in
      positions.withValue { $0.append(engine.position()) }
    }

    try await engine.value.play(url, repeating: false)

    let seen = positions.value.compactMap { $0 }
    #expect(!seen.isEmpty && seen.count == positions.value.count)
    #expect(seen.allSatisfy { $0.duration == .seconds(1) })
    #expect(seen.map(\.elapsed) == seen.map(\.elapsed).sorted())
    #expect(seen.last!.elapsed <= .seconds(1))
    #expect(engine.value.position() == nil)
  }
}
