import AudioPlayerClient
import CSndFile
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@testable import AudioPlayerClientLive

/// Each WAV encoding the issue names reaches the device as exact values: the decoder converts to
/// the device's sample format, and nothing else touches the samples at full volume.
@Suite(.dependencies)
struct FormatTests {
  /// Plays `url` into a capture device, returning what was written and the negotiated rate.
  func play(_ url: URL, in scratch: Scratch) async throws -> (played: Data, sampleRate: Int?) {
    let sampleRate = LockIsolated<Int?>(nil)
    let engine = PlaybackEngine(device: scratch.capture) { report in
      sampleRate.setValue(report.sampleRate)
    }
    try await engine.play(url, repeating: false)
    return (try scratch.captured(), sampleRate.value)
  }

  static let integers: [Int64] = [0, 1, -1, 100, -100, 12_345, -12_345, 127, -128]

  @Test func eightBitUnsignedMonoBecomesSixteenBit() async throws {
    let scratch = try Scratch()
    let fixture = WAVFixture(encoding: .integer(bits: 8), channels: 1, sampleRate: 8_000)
    let samples: [Int64] = [0, 1, -1, 127, -128, 64]
    let url = try scratch.file("eight.wav", contents: fixture.data(integers: samples))

    let (played, sampleRate) = try await play(url, in: scratch)

    #expect(sampleRate == 8_000)
    #expect(played.values(as: Int16.self) == samples.map { Int16($0 << 8) })
  }

  @Test func twentyFourBitStereoBecomesThirtyTwoBitWithoutLoss() async throws {
    let scratch = try Scratch()
    let fixture = WAVFixture(encoding: .integer(bits: 24), channels: 2, sampleRate: 96_000)
    let samples = Self.integers + [8_388_607, -8_388_608, 4_000_001]
    let url = try scratch.file("twenty-four.wav", contents: fixture.data(integers: samples))

    let (played, sampleRate) = try await play(url, in: scratch)

    #expect(sampleRate == 96_000)
    #expect(played.values(as: Int32.self) == samples.map { Int32($0 << 8) })
  }

  @Test func thirtyTwoBitIntegerIsKeptExactly() async throws {
    let scratch = try Scratch()
    let fixture = WAVFixture(encoding: .integer(bits: 32), channels: 2)
    let samples = Self.integers + [Int64(Int32.max), Int64(Int32.min), 1_000_000_007]
    let url = try scratch.file("thirty-two.wav", contents: fixture.data(integers: samples))

    let (played, _) = try await play(url, in: scratch)

    #expect(played.values(as: Int32.self) == samples.map { Int32($0) })
  }

  @Test(arguments: [WAVFixture.Encoding.float32, .float64])
  func floatSamplesArePlayedAsFloat(encoding: WAVFixture.Encoding) async throws {
    let scratch = try Scratch()
    let samples: [Double] = [0, 0.5, -0.5, 0.999, -1, 0.123_456_789, 1e-6, -0.25]
    let url = try scratch.file(
      "float.wav", contents: WAVFixture(encoding: encoding, channels: 2).data(floats: samples))

    let (played, _) = try await play(url, in: scratch)

    #expect(played.values(as: Float.self) == samples.map { Float($0) })
  }

  @Test func sixChannelsAtFortyEightKilohertz() async throws {
    let scratch = try Scratch()
    let samples: [Int64] = (0..<3_000).map { (index: Int) -> Int64 in
      Int64(index % 6 * 1_000 + index / 6)
    }
    let url = try scratch.file(
      "surround.wav",
      contents: WAVFixture(encoding: .integer(bits: 16), channels: 6, sampleRate: 48_000).data(
        integers: samples))

    let (played, sampleRate) = try await play(url, in: scratch)

    #expect(sampleRate == 48_000)
    #expect(played.values(as: Int16.self) == samples.map { Int16($0) })
  }

  @Test(arguments: [WAVFixture.Encoding.integer(bits: 16), .float32])
  func waveFormatExtensibleIsDecoded(encoding: WAVFixture.Encoding) async throws {
    let scratch = try Scratch()
    let fixture = WAVFixture(encoding: encoding, channels: 2, sampleRate: 22_050, extensible: true)
    let normalized: [Double] = [0, 0.5, -0.5, 0.25, -0.25, 0.75]
    let url = try scratch.file("extensible.wav", contents: fixture.data(normalized: normalized))

    let (played, sampleRate) = try await play(url, in: scratch)

    #expect(sampleRate == 22_050)
    if case .float32 = encoding {
      #expect(played.values(as: Float.self) == normalized.map { Float($0) })
    } else {
      #expect(played.values(as: Int16.self) == normalized.map { Int16($0 * 32_768) })
    }
  }

  @Test func aWAVFromAStreamingWriterPlaysToTheEnd() async throws {
    let scratch = try Scratch()
    // Writers that cannot seek back, such as ffmpeg into a pipe, leave the sizes at 0xFFFFFFFF.
    let samples: [Int16] = (0..<3_000).map { Int16($0) }
    var streamed = WAVFixture.data(int16: samples)
    streamed.replaceSubrange(4..<8, with: [0xFF, 0xFF, 0xFF, 0xFF])
    streamed.replaceSubrange(40..<44, with: [0xFF, 0xFF, 0xFF, 0xFF])
    let url = try scratch.file("streamed.wav", contents: streamed)

    let (played, _) = try await play(url, in: scratch)

    #expect(played.values(as: Int16.self) == samples)
  }

  @Test func flacIsDecodedLosslessly() async throws {
    let scratch = try Scratch()
    let samples: [Int16] = (0..<4_410).map { Int16(truncatingIfNeeded: $0 &* 37) }
    let url = scratch.folder.appendingPathComponent("lossless.flac")
    try SoundFileWriter.write(
      samples, channels: 2, sampleRate: 44_100, format: Int32(SF_FORMAT_FLAC | SF_FORMAT_PCM_16),
      to: url)

    let (played, _) = try await play(url, in: scratch)

    #expect(played.values(as: Int16.self) == samples)
  }

  @Test func oggVorbisIsDecodedAtTheRightLengthAndLevel() async throws {
    let scratch = try Scratch()
    let frames = 44_100
    let samples = sine(frames: frames, channels: 2, amplitude: 0.5).map { Int16($0 * 32_767) }
    let url = scratch.folder.appendingPathComponent("lossy.ogg")
    try SoundFileWriter.write(
      samples, channels: 2, sampleRate: 44_100, format: Int32(SF_FORMAT_OGG | SF_FORMAT_VORBIS),
      to: url)

    let (played, _) = try await play(url, in: scratch)

    let decoded = played.values(as: Float.self)
    #expect(decoded.count == frames * 2)
    #expect(abs(rootMeanSquare(decoded) - 0.5 / 2.0.squareRoot()) < 0.02)
  }
}

func rootMeanSquare(_ samples: [Float]) -> Double {
  (samples.reduce(0) { $0 + Double($1) * Double($1) } / Double(max(1, samples.count))).squareRoot()
}
