import AudioPlayerClient
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@testable import AudioPlayerClientLive

/// Every file the player cannot play gets the interface's typed error, before the device is
/// opened, and nothing crashes.
@Suite(.dependencies)
struct BadFileTests {
  /// Plays `url` and returns the error, checking that the device was never opened.
  func error(playing url: URL, repeating: Bool = false) async throws -> AudioPlayerError? {
    let scratch = try Scratch()
    let engine = PlaybackEngine(device: scratch.capture)
    do {
      try await engine.play(url, repeating: repeating)
      return nil
    } catch {
      #expect(!FileManager.default.fileExists(atPath: scratch.capturedURL.path))
      return error as? AudioPlayerError
    }
  }

  /// Computed, not stored: a global `Data` keeps its storage behind a pointer whose spare bits
  /// hold an enum tag, which LeakSanitizer cannot follow, so `make sanitize` would report it.
  static var goodWAV: Data { WAVFixture.data(int16: [Int16](repeating: 1_000, count: 20_000)) }

  @Test func aMissingFile() async throws {
    let url = URL(fileURLWithPath: "/nonexistent/bulletin.mp3")
    #expect(try await error(playing: url) == .fileNotFound(url))
    #expect(
      AudioPlayerError.fileNotFound(url).description == "No such file: /nonexistent/bulletin.mp3")
  }

  @Test func aDirectory() async throws {
    let scratch = try Scratch()
    #expect(try await error(playing: scratch.folder) == .notAFile(scratch.folder))
  }

  @Test func aNamedPipeIsNotOpenedSinceReadingItWouldHang() async throws {
    let scratch = try Scratch()
    let fifo = scratch.folder.appendingPathComponent("pipe.wav")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    #expect(try await error(playing: fifo) == .notAFile(fifo))
  }

  @Test func anEmptyFile() async throws {
    let scratch = try Scratch()
    let url = try scratch.file("empty.mp3", contents: Data())
    #expect(try await error(playing: url) == .unreadableFile(url, reason: "the file is empty"))
  }

  @Test(arguments: [true, false])
  func aTruncatedWAV(repeating: Bool) async throws {
    let scratch = try Scratch()
    let url = try scratch.file("cut.wav", contents: Self.goodWAV.prefix(10_044))
    let failure = try await error(playing: url, repeating: repeating)
    guard case .unreadableFile(url, let reason) = failure else {
      Issue.record("expected unreadableFile, got \(String(describing: failure))")
      return
    }
    #expect(
      reason
        == "the file is truncated: the header announces 40000 bytes of audio but only 10000 are there"
    )
  }

  @Test func aWAVHeaderWithoutItsAudio() async throws {
    let scratch = try Scratch()
    let url = try scratch.file("header.wav", contents: Self.goodWAV.prefix(44))
    guard case .unreadableFile(url, let reason) = try await error(playing: url) else {
      Issue.record("expected unreadableFile")
      return
    }
    #expect(reason.contains("truncated"))
  }

  @Test func aCorruptWAVHeader() async throws {
    let scratch = try Scratch()
    var corrupt = Self.goodWAV
    // A 'fmt ' chunk too short to hold a format.
    corrupt.replaceSubrange(16..<20, with: [2, 0, 0, 0])
    let url = try scratch.file("corrupt.wav", contents: corrupt)
    guard case .unreadableFile(url, let reason) = try await error(playing: url) else {
      Issue.record("expected unreadableFile")
      return
    }
    #expect(reason.hasPrefix("corrupt WAV file: "))
  }

  @Test func anMP3WithoutAnyAudioFrames() async throws {
    let scratch = try Scratch()
    let url = try scratch.file(
      "silent.mp3", contents: Data("ID3".utf8) + Data([4, 0, 0, 0, 0, 0, 0]) + Data(count: 8_000))
    guard case .unreadableFile(url, let reason) = try await error(playing: url, repeating: true)
    else {
      Issue.record("expected unreadableFile")
      return
    }
    #expect(reason.contains("MP3") || reason.contains("no audio"))
  }

  @Test func aTextFileNamedLikeAnMP3() async throws {
    let scratch = try Scratch()
    let url = try scratch.file(
      "notes.mp3", contents: Data("Not a bulletin, just some text.\n".utf8))
    #expect(
      try await error(playing: url)
        == .unsupportedFormat(
          url, reason: "not a sound file the player knows (WAV, MP3, FLAC, Ogg, AIFF, AU, CAF)"))
  }

  @Test func anAACStreamIsNotMistakenForMP3() async throws {
    let scratch = try Scratch()
    // An ADTS header: MPEG sync bits, but the layer bits MP3 never uses.
    let url = try scratch.file(
      "news.aac", contents: Data([0xFF, 0xF1, 0x50, 0x80, 0x02, 0x1F, 0xFC]) + Data(count: 600))
    guard case .unsupportedFormat(url, _) = try await error(playing: url) else {
      Issue.record("expected unsupportedFormat")
      return
    }
  }

  @Test func aWAVInAnEncodingTheDecoderLacks() async throws {
    let scratch = try Scratch()
    let url = try scratch.file(
      "odd.wav", contents: WAVFixture().wrap(Data(count: 4_000), formatTag: 0x1234))
    guard case .unsupportedFormat(url, let reason) = try await error(playing: url) else {
      Issue.record("expected unsupportedFormat")
      return
    }
    #expect(reason.hasPrefix("WAV encoding 0x1234 is not supported"))
  }

  @Test(arguments: [
    "http://example.com/bulletin.mp3", "https://example.com/bulletin.mp3",
    "ftp://example.com/a.mp3",
  ])
  func aRemoteURL(address: String) async throws {
    let url = try #require(URL(string: address))
    #expect(try await error(playing: url) == .notLocal(url))
  }

  @Test func theEngineStillPlaysAfterABadFile() async throws {
    let scratch = try Scratch()
    let engine = PlaybackEngine(device: scratch.capture)
    let bad = try scratch.file("empty.wav", contents: Data())
    let good = try scratch.file("good.wav", contents: Self.goodWAV)
    await #expect(throws: AudioPlayerError.self) { try await engine.play(bad, repeating: true) }
    try await engine.play(good, repeating: false)
    #expect(try scratch.captured().count == 40_000)
  }
}
