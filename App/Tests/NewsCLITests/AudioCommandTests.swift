import Foundation
import HTTPTestSupport
import TestSupport
import Testing

/// Playback through the built news-cli, on ALSA's file and null devices: there is no sound card.
@Suite(.serialized)
struct AudioCommandTests {
  static let bulletinFrames = 4_000

  static func serveBulletin() async throws -> TestServer {
    try await TestServer.serving { base in
      [
        "/bulletin.xml": .init(
          body: Fixtures.rss(
            title: "News Now",
            items: [
              (
                "Older bulletin", "https://example.org/b1", "Sat, 21 Nov 2026 09:00:00 GMT",
                base.appendingPathComponent("audio/old.wav").absoluteString
              ),
              (
                "Latest bulletin", "https://example.org/b2", "Sat, 21 Nov 2026 10:00:00 GMT",
                base.appendingPathComponent("audio/latest.wav").absoluteString
              ),
            ])),
        "/audio/latest.wav": .init(
          body: Fixtures.wav(frames: bulletinFrames), contentType: "audio/wav"),
        "/audio/old.wav": .init(body: Fixtures.wav(frames: 10), contentType: "audio/wav"),
      ]
    }
  }

  /// The data chunk of a WAV file that ALSA's file plugin wrote.
  func samples(inWAV url: URL) throws -> Data {
    let data = try Data(contentsOf: url)
    let marker = try #require(data.range(of: Data("data".utf8)))
    return data[(marker.upperBound + 4)...]
  }

  @Test func listenDownloadsTheNewestBulletinAndPlaysItToTheDevice() async throws {
    let server = try await Self.serveBulletin()
    defer { Task { await server.stop() } }
    let cli = NewsCLIProcess()
    let written = cli.home.appendingPathComponent("played.wav")
    let output = try await cli.run([
      "listen", "--feed", server.url("/bulletin.xml").absoluteString, "--device",
      "file:'\(written.path)',wav",
    ])
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardError.contains("News Now: Latest bulletin"))
    #expect(output.standardError.isEmpty == false && !output.standardError.contains("ALSA lib"))
    let played = try samples(inWAV: written)
    #expect(played.count >= Self.bulletinFrames * 2, "the whole bulletin reached the device")
    #expect(played.prefix(2) != Data([0, 0]), "sound, not silence")
  }

  @Test func playAtHalfVolumeWritesHalfTheAmplitude() async throws {
    let cli = NewsCLIProcess()
    let source = cli.home.appendingPathComponent("tone.wav")
    try Fixtures.wav(frames: 800).write(to: source)
    let written = cli.home.appendingPathComponent("half.wav")
    let output = try await cli.run([
      "play", source.path, "--volume", "0.5", "--device", "file:'\(written.path)',wav",
    ])
    #expect(output.status == 0, "\(output.standardError)")
    let first = try samples(inWAV: written).prefix(2)
    #expect(first.count == 2)
    let value = first.withUnsafeBytes { Int16(littleEndian: $0.loadUnaligned(as: Int16.self)) }
    #expect(abs(Int(value) - 2_000) <= 1)
  }

  @Test func aMissingDeviceNamesItAndSuggestsAnother() async throws {
    let cli = NewsCLIProcess()
    let source = cli.home.appendingPathComponent("tone.wav")
    try Fixtures.wav(frames: 800).write(to: source)
    let output = try await cli.run(["play", source.path, "--device", "no-such-device"])
    #expect(output.status == 1)
    #expect(output.standardError.contains("'no-such-device'"))
    #expect(
      output.standardError.contains("Choose another device with --device or NEWS_CLI_AUDIO_DEVICE"))
    #expect(!output.standardError.contains("ALSA lib"))
  }

  @Test func aBrokenFileIsAClearErrorNotACrash() async throws {
    let cli = NewsCLIProcess()
    let broken = cli.home.appendingPathComponent("broken.mp3")
    try Data("this is not audio at all".utf8).write(to: broken)
    let output = try await cli.run(["play", broken.path, "--device", "null"])
    #expect(output.status == 1)
    #expect(output.standardError.contains("broken.mp3"))

    let missing = try await cli.run(["play", "/nonexistent/sound.wav", "--device", "null"])
    #expect(missing.status == 1)
    #expect(missing.standardError.contains("No such file: /nonexistent/sound.wav"))
  }

  @Test func ctrlCStopsPlaybackAndExitsWith130() async throws {
    let cli = NewsCLIProcess()
    let source = cli.home.appendingPathComponent("tone.wav")
    try Fixtures.wav(frames: 8_000).write(to: source)
    let started = try cli.start(["play", source.path, "--loop", "--device", "null"])
    // Playing is when the player holds the file open: the command then runs inside the handler
    // that turns Ctrl-C into cancellation. A signal sent earlier, before the handler exists, would
    // end the process as an unhandled SIGINT does, and say nothing about the command.
    let descriptors = "/proc/\(started.process.identifier)/fd"
    let isPlaying = await waitUntil(timeout: .seconds(30)) {
      let open = (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []
      return open.contains {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(descriptors)/\($0)"))
          == source.path
      }
    }
    #expect(isPlaying, "a loop plays until interrupted")
    kill(started.process.identifier, SIGINT)
    let output = await NewsCLIProcess.collect(started)
    #expect(output.status == 130, "\(output.standardError)")
  }

  @Test func previewListenNeedsNoNetworkAndNoSoundCard() async throws {
    let output = try await NewsCLIProcess().run(["--preview", "listen"])
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardError.contains("News Now: Top stories at"))
  }
}
