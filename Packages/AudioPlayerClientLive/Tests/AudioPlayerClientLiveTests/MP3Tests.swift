import AudioPlayerClient
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@testable import AudioPlayerClientLive

/// MP3 is lossy, so these check what survives encoding: the length, give or take one MP3 frame of
/// encoder padding, and the level.
@Suite(.dependencies)
struct MP3Tests {
  static let frames = 44_100
  static let amplitude = 0.5

  func makeMP3(in scratch: Scratch) throws -> URL {
    let wav = try scratch.file(
      "tone.wav",
      contents: WAVFixture().data(
        normalized: sine(frames: Self.frames, channels: 2, amplitude: Self.amplitude)))
    let mp3 = scratch.folder.appendingPathComponent("tone.mp3")
    try Lame.encode(wav, to: mp3)
    return mp3
  }

  @Test func anMP3PlaysAtItsLengthAndLevel() async throws {
    let scratch = try Scratch()
    let mp3 = try makeMP3(in: scratch)
    let duration = LockIsolated<Duration?>(nil)
    let engine = ObservedEngine(device: scratch.capture) { engine, _ in
      duration.setValue(engine.position()?.duration)
    }

    try await engine.value.play(mp3, repeating: false)

    let played = try scratch.captured().values(as: Float.self)
    #expect(abs(played.count / 2 - Self.frames) <= 1_152)
    #expect(abs(rootMeanSquare(played) - Self.amplitude / 2.0.squareRoot()) < 0.02)
    let announced = try #require(duration.value)
    #expect(announced > .milliseconds(970) && announced < .milliseconds(1_030))
  }

  @Test func anMP3AtHalfVolumeIsHalfAsLoud() async throws {
    let scratch = try Scratch()
    let mp3 = try makeMP3(in: scratch)
    let engine = PlaybackEngine(device: scratch.capture)

    engine.setVolume(0.5)
    try await engine.play(mp3, repeating: false)

    let played = try scratch.captured().values(as: Float.self)
    #expect(abs(rootMeanSquare(played) - Self.amplitude / 2 / 2.0.squareRoot()) < 0.01)
  }

  @Test func aDeviceWithoutFloatGetsTheMP3AsIntegers() async throws {
    let scratch = try Scratch()
    let mp3 = try makeMP3(in: scratch)
    // alsa-lib's linear plugin takes integer formats only, and converts them to 16 bits.
    let integerOnly = PCMDefinition.configuration(
      name: "integers",
      text: """
        pcm.integers {
          type linear
          slave {
            pcm { type file slave.pcm { type null } file "\(scratch.capturedURL.path)" format raw }
            format S16_LE
          }
        }
        """)
    let engine = PlaybackEngine(device: integerOnly)

    try await engine.play(mp3, repeating: false)

    let played = try scratch.captured().values(as: Int16.self).map { Float($0) / 32_768 }
    #expect(abs(played.count / 2 - Self.frames) <= 1_152)
    #expect(abs(rootMeanSquare(played) - Self.amplitude / 2.0.squareRoot()) < 0.02)
  }

  @Test func aTruncatedMP3PlaysWhatIsThereThenSaysItIsTruncated() async throws {
    let scratch = try Scratch()
    let mp3 = try makeMP3(in: scratch)
    let whole = try Data(contentsOf: mp3)
    let cut = try scratch.file("cut.mp3", contents: whole.prefix(whole.count * 4 / 10))
    let engine = PlaybackEngine(device: scratch.capture)

    await #expect {
      try await engine.play(cut, repeating: false)
    } throws: { error in
      guard case .unreadableFile(let url, let reason) = error as? AudioPlayerError else {
        return false
      }
      return url == cut && reason.contains("truncated")
    }
    let played = try scratch.captured().values(as: Float.self).count / 2
    #expect(played > Self.frames / 4 && played < Self.frames / 2)
  }
}
