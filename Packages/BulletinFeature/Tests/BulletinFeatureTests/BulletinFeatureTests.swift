import AudioPlayerClient
import BulletinFeature
import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import Testing

@Suite(.dependencies)
struct BulletinFeatureTests {
  let feedURL = URL(string: "https://feeds.example.org/news-now.xml")!
  let base = Date(timeIntervalSince1970: 1_800_000_000)

  func audio(_ name: String) -> Enclosure {
    Enclosure(url: URL(string: "https://audio.example.org/\(name).mp3")!, mimeType: "audio/mpeg")
  }

  @Test func picksTheNewestArticleWithAudio() async throws {
    let feed = Feed(
      url: feedURL,
      title: "News Now",
      format: .rss,
      articles: [
        Article(
          title: "Older", published: base.addingTimeInterval(-3_600), enclosures: [audio("older")]),
        Article(title: "Newest, but text only", published: base.addingTimeInterval(60)),
        Article(title: "Undated", enclosures: [audio("undated")]),
        Article(
          title: "Newest",
          published: base,
          enclosures: [
            Enclosure(url: URL(string: "https://example.org/cover.jpg")!, mimeType: "image/jpeg"),
            audio("newest"),
          ]
        ),
      ]
    )
    let bulletin = try await withDependencies {
      $0.newsClient.fetchFeed = { url, policy in
        #expect(url == feedURL)
        #expect(policy == .revalidate)
        return feed
      }
    } operation: {
      try await BulletinFeature().latestBulletin(in: feedURL)
    }
    #expect(
      bulletin
        == Bulletin(title: "Newest", published: base, source: "News Now", audio: audio("newest")))
  }

  @Test func aFeedWithoutAudioIsAClearError() async {
    await #expect(throws: BulletinError.noAudio(feed: feedURL)) {
      try await withDependencies {
        $0.newsClient.fetchFeed = { url, _ in
          Feed(url: url, title: "Text", format: .atom, articles: [Article(title: "Words only")])
        }
      } operation: {
        try await BulletinFeature().latestBulletin(in: feedURL)
      }
    }
  }

  @Test func downloadAsksTheNewsClientForTheAudioAndForwardsProgress() async throws {
    let bulletin = Bulletin(title: "Now", published: base, source: "News Now", audio: audio("now"))
    let local = URL(fileURLWithPath: "/cache/enclosures/now.mp3")
    let reports = LockIsolated<[Int64]>([])
    let file = try await withDependencies {
      $0.newsClient.downloadEnclosure = { url, progress in
        #expect(url == audio("now").url)
        progress(DownloadProgress(bytesReceived: 10, totalBytes: 20))
        progress(DownloadProgress(bytesReceived: 20, totalBytes: 20))
        return local
      }
    } operation: {
      try await BulletinFeature().download(bulletin) { progress in
        reports.withValue { $0.append(progress.bytesReceived) }
      }
    }
    #expect(file == local)
    #expect(reports.value == [10, 20])
  }

  /// Overrides single endpoints of the player: the test fails if `loop` or `stop` were used.
  @Test func playSetsTheVolumeThenPlaysOnce() async throws {
    let calls = LockIsolated<[String]>([])
    let file = URL(fileURLWithPath: "/cache/now.mp3")
    try await withDependencies {
      $0.audioPlayer.setVolume = { volume in calls.withValue { $0.append("volume \(volume)") } }
      $0.audioPlayer.play = { url in calls.withValue { $0.append("play \(url.lastPathComponent)") }
      }
    } operation: {
      try await BulletinFeature().play(file, volume: 0.25)
    }
    #expect(calls.value == ["volume 0.25", "play now.mp3"])
  }

  @Test func repeatingPlaysInALoop() async throws {
    let looped = LockIsolated<URL?>(nil)
    let file = URL(fileURLWithPath: "/cache/chime.wav")
    try await withDependencies {
      $0.audioPlayer.setVolume = { _ in }
      $0.audioPlayer.loop = { url in looped.setValue(url) }
    } operation: {
      try await BulletinFeature().play(file, repeating: true)
    }
    #expect(looped.value == file)
  }

  @Test func playerErrorsReachTheCaller() async {
    let file = URL(fileURLWithPath: "/cache/broken.mp3")
    await #expect(throws: AudioPlayerError.unreadableFile(file, reason: "truncated")) {
      try await withDependencies {
        $0.audioPlayer.setVolume = { _ in }
        $0.audioPlayer.play = { url in
          throw AudioPlayerError.unreadableFile(url, reason: "truncated")
        }
      } operation: {
        try await BulletinFeature().play(file)
      }
    }
  }
}

@Suite(.dependencies)
struct ChimeTests {
  /// An endpoint-level dependency in action: only `play` is overridden, so a chime that touched the
  /// volume, looped or stopped would fail this test.
  @Test func aChimePlaysOnceWithoutTouchingTheVolume() async throws {
    let played = LockIsolated<[URL]>([])
    let chime = URL(fileURLWithPath: "/usr/share/sounds/chime.wav")
    try await withDependencies {
      $0.audioPlayer.play = { url in played.withValue { $0.append(url) } }
    } operation: {
      try await BulletinFeature().chime(chime)
    }
    #expect(played.value == [chime])
  }
}
