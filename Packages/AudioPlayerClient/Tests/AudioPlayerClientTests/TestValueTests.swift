import AudioPlayerClient
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@Suite(.dependencies)
struct TestValueTests {
  let player = AudioPlayerClient.testValue
  let file = URL(fileURLWithPath: "/tmp/bulletin.mp3")

  @Test func playIsUnimplementedAndSaysSo() async {
    await withKnownIssue {
      try? await player.play(file)
    } matching: {
      $0.description.contains("AudioPlayerClient.play")
    }
  }

  @Test func loopIsUnimplementedAndSaysSo() async {
    await withKnownIssue {
      try? await player.loop(file)
    } matching: {
      $0.description.contains("AudioPlayerClient.loop")
    }
  }

  @Test func setVolumeIsUnimplementedAndSaysSo() async {
    await withKnownIssue {
      await player.setVolume(0.5)
    } matching: {
      $0.description.contains("AudioPlayerClient.setVolume")
    }
  }

  @Test func stopIsUnimplementedAndSaysSo() async {
    await withKnownIssue {
      await player.stop()
    } matching: {
      $0.description.contains("AudioPlayerClient.stop")
    }
  }

  @Test func positionIsUnimplementedAndSaysSo() async {
    await withKnownIssue {
      _ = await player.position()
    } matching: {
      $0.description.contains("AudioPlayerClient.position")
    }
  }
}
