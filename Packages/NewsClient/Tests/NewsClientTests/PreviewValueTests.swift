import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import Testing

@Suite(
  .dependencies {
    $0.date.now = Date(timeIntervalSince1970: 1_800_000_000)
    $0.continuousClock = .immediate
  }
)
struct PreviewValueTests {
  let client = NewsClient.previewValue
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func headlinesAreDatedBeforeNowAndNewestFirst() async throws {
    let feed = try await client.fetchFeed(
      URL(string: "https://feeds.example.org/world.xml")!, .offline)
    #expect(feed.url == URL(string: "https://feeds.example.org/world.xml"))
    #expect(feed.articles.count >= 5)
    let dates = feed.articles.compactMap(\.published)
    #expect(dates.count == feed.articles.count)
    #expect(dates.allSatisfy { $0 < now })
    #expect(dates == dates.sorted(by: >))
  }

  @Test func bulletinFeedHasOneAudioEnclosure() async throws {
    let feed = try await client.fetchFeed(
      URL(string: "https://feeds.npr.org/500005/podcast.xml")!, .revalidate)
    let enclosures = feed.articles.flatMap(\.enclosures)
    #expect(enclosures.count == 1)
    #expect(enclosures.first?.isAudio == true)
    #expect(enclosures.first?.duration == .seconds(295))
  }

  @Test func downloadReportsProgressUpToTheWholeFile() async throws {
    let reports = LockIsolated<[DownloadProgress]>([])
    let file = try await client.downloadEnclosure(URL(string: "https://audio.example.org/b.mp3")!) {
      progress in
      reports.withValue { $0.append(progress) }
    }
    #expect(file.isFileURL)
    #expect(file.lastPathComponent == "b.mp3")
    let received = reports.value.map(\.bytesReceived)
    #expect(received == received.sorted())
    #expect(reports.value.last?.fractionCompleted == 1)
  }
}
