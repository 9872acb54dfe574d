import AudioPlayerClient
import Clocks
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@Suite(.dependencies)
struct SilentPlayerTests {
  let file = URL(fileURLWithPath: "/tmp/bulletin.mp3")

  @Test func playSuspendsForTheWholeDurationOnTheClock() async throws {
    let clock = TestClock()
    let player = AudioPlayerClient.silent(playing: .seconds(2))
    let finished = LockIsolated(false)
    let playing = Task {
      try await withDependencies { $0.continuousClock = clock } operation: {
        try await player.play(file)
      }
      finished.setValue(true)
    }
    await clock.advance(by: .milliseconds(1_500))
    #expect(finished.value == false)
    #expect(await player.position() == PlaybackPosition(elapsed: .milliseconds(1_500), duration: .seconds(2)))
    await clock.advance(by: .milliseconds(500))
    try await playing.value
    #expect(finished.value == true)
    #expect(await player.position() == nil)
  }

  @Test func stopEndsALoop() async throws {
    let clock = TestClock()
    let player = AudioPlayerClient.silent(playing: .seconds(1))
    let looping = Task {
      try await withDependencies { $0.continuousClock = clock } operation: {
        try await player.loop(file)
      }
    }
    await clock.advance(by: .seconds(3))
    #expect(await player.position() != nil)
    await player.stop()
    await clock.advance(by: .milliseconds(100))
    try await looping.value
    #expect(await player.position() == nil)
  }

  @Test func cancellingTheTaskStopsPlayback() async {
    let clock = TestClock()
    let player = AudioPlayerClient.silent(playing: .seconds(10))
    let playing = Task {
      try await withDependencies { $0.continuousClock = clock } operation: {
        try await player.play(file)
      }
    }
    await clock.advance(by: .seconds(1))
    playing.cancel()
    await #expect(throws: CancellationError.self) { try await playing.value }
  }
}
