import AudioPlayerClient
import CSndFile
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@testable import AudioPlayerClientLive

@Suite(.dependencies)
struct DeviceTests {
  static let missing = "no_such_device_for_tests"
  let samples: [Int16] = (0..<2_000).map { Int16($0) }

  @Test func anUnknownDeviceIsNamedWithALSAsReason() async throws {
    let scratch = try Scratch()
    let url = try scratch.file("tone.wav", contents: WAVFixture.data(int16: samples))
    let player = AudioPlayerClient.live(device: Self.missing)

    await #expect {
      try await player.play(url)
    } throws: { error in
      guard case .deviceUnavailable(Self.missing, let reason) = error as? AudioPlayerError else {
        return false
      }
      // alsa-lib's own words reach the reason only through the handler that keeps them off stderr.
      return reason.hasPrefix("Unknown PCM \(Self.missing)")
        && (error as! AudioPlayerError).description.contains("'\(Self.missing)'")
    }
  }

  @Test(
    .enabled(
      if: !ALSALibrary.machineHasSoundCard, "only a machine without a sound card fails on default"))
  func defaultFailsClearlyWithoutASoundCard() async throws {
    await #expect {
      try await AudioPlayerClient.checkDevice("default")
    } throws: { error in
      guard case .deviceUnavailable("default", let reason) = error as? AudioPlayerError else {
        return false
      }
      return reason.contains("no sound card")
    }
  }

  @Test func checkDeviceAcceptsNullAndRejectsAnUnknownDevice() async throws {
    try await AudioPlayerClient.checkDevice("null")
    await #expect(throws: AudioPlayerError.self) {
      try await AudioPlayerClient.checkDevice(Self.missing)
    }
  }

  @Test func aBadPCMDefinitionIsAnUnavailableDevice() async throws {
    let scratch = try Scratch()
    let url = try scratch.file("tone.wav", contents: WAVFixture.data(int16: samples))
    let engine = PlaybackEngine(device: .configuration(name: "broken", text: "pcm.broken { type"))
    await #expect {
      try await engine.play(url, repeating: false)
    } throws: { error in
      guard case .deviceUnavailable("broken", let reason) = error as? AudioPlayerError else {
        return false
      }
      return reason.hasPrefix("bad PCM configuration")
    }
  }

  @Test func theLiveClientPlaysToAFileDeviceNamedLikeAplayTakesIt() async throws {
    let scratch = try Scratch()
    let url = try scratch.file("tone.wav", contents: WAVFixture.data(int16: samples))
    let output = scratch.folder.appendingPathComponent("out.wav")
    let player = AudioPlayerClient.live(device: "file:'\(output.path)',wav")

    try await player.play(url)

    var info = SF_INFO()
    let file = try #require(sf_open(output.path, Int32(SFM_READ), &info))
    defer { sf_close(file) }
    var read = [Int16](repeating: 0, count: samples.count)
    #expect(sf_readf_short(file, &read, sf_count_t(samples.count / 2)) == samples.count / 2)
    #expect(read == samples)
    #expect(info.samplerate == 44_100 && info.channels == 2)
  }

  @Test func theNullDevicePlaysAndPositionEndsNil() async throws {
    let scratch = try Scratch()
    let url = try scratch.file("tone.wav", contents: WAVFixture.data(int16: samples))
    let player = AudioPlayerClient.live(device: "null")
    try await player.play(url)
    #expect(await player.position() == nil)
  }
}
