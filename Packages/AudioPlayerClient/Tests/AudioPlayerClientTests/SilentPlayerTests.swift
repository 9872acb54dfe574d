import AudioPlayerClient
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

/// The player runs in a task of its own, so these tests run on the main serial executor: with one
/// thread, each `advance` of the test clock deterministically lets playback reach its next sleep
/// before the test looks. Without it, a loaded machine can advance the clock before playback has
/// started sleeping, and the test waits forever; the time limit turns any such hang into a failure.
@Suite(.dependencies, .serialized, .timeLimit(.minutes(1)))
@MainActor
struct SilentPlayerTests {
  let file = URL(fileURLWithPath: "/tmp/bulletin.mp3")

  @Test func playSuspendsForTheWholeDurationOnTheClock() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      let player = AudioPlayerClient.silent(playing: .seconds(2))
      let finished = LockIsolated(false)
      let playing = Task {
        try await withDependencies {
          $0.continuousClock = clock
        } operation: {
          try await player.play(file)
        }
        finished.setValue(true)
      }
      await clock.advance(by: .milliseconds(1_500))
      #expect(finished.value == false)
      #expect(
        await player.position()
          == PlaybackPosition(elapsed: .milliseconds(1_500), duration: .seconds(2)))
      await clock.advance(by: .milliseconds(500))
      try await playing.value
      #expect(finished.value == true)
      #expect(await player.position() == nil)
    }
  }

  @Test func stopEndsALoop() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      let player = AudioPlayerClient.silent(playing: .seconds(1))
      let looping = Task {
        try await withDependencies {
          $0.continuousClock = clock
        } operation: {
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
  }

  @Test func cancellingTheTaskStopsPlayback() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let player = AudioPlayerClient.silent(playing: .seconds(10))
      let playing = Task {
        try await withDependencies {
          $0.continuousClock = clock
        } operation: {
          try await player.play(file)
        }
      }
      await clock.advance(by: .seconds(1))
      playing.cancel()
      await #expect(throws: CancellationError.self) { try await playing.value }
    }
  }
}
