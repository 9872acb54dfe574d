import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import Testing

@Suite(.dependencies)
struct TestValueTests {
  @Test func fetchFeedIsUnimplementedAndSaysSo() async {
    let client = NewsClient.testValue
    await withKnownIssue {
      _ = try? await client.fetchFeed(URL(string: "https://example.org/feed")!, .revalidate)
    } matching: { issue in
      issue.description.contains("NewsClient.fetchFeed")
    }
  }

  @Test func fetchFeedUpdateIsUnimplementedAndSaysSo() async {
    let client = NewsClient.testValue
    await withKnownIssue {
      _ = try? await client.fetchFeedUpdate(URL(string: "https://example.org/feed")!, nil)
    } matching: { issue in
      issue.description.contains("NewsClient.fetchFeedUpdate")
    }
  }

  @Test func downloadEnclosureIsUnimplementedAndSaysSo() async {
    let client = NewsClient.testValue
    await withKnownIssue {
      _ = try? await client.downloadEnclosure(URL(string: "https://example.org/a.mp3")!) { _ in }
    } matching: { issue in
      issue.description.contains("NewsClient.downloadEnclosure")
    }
  }
}
