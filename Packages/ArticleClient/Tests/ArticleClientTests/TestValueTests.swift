import ArticleClient
import Dependencies
import DependenciesTestSupport
import Foundation
import RichTextCore
import Testing

@Suite(.dependencies)
struct TestValueTests {
  @Test func fetchArticleIsUnimplementedAndSaysSo() async {
    let client = ArticleClient.testValue
    await withKnownIssue {
      _ = try? await client.fetchArticle(URL(string: "https://example.com/")!)
    } matching: { issue in
      issue.description.contains("ArticleClient.fetchArticle")
    }
  }

  /// The technique every test of a feature uses: start from the unimplemented test value and
  /// override only the endpoint the flow needs; calling any other endpoint fails the test.
  @Test func anOverriddenEndpointAnswersThroughDependencies() async throws {
    let requests = LockIsolated<[URL]>([])
    let url = URL(string: "https://example.com/story")!
    let article = try await withDependencies {
      $0.articleClient.fetchArticle = { url in
        requests.withValue { $0.append(url) }
        return ExtractedArticle(
          url: url, title: "Story",
          body: RichText(blocks: [RichTextBlock(.paragraph, text: "Text")]))
      }
    } operation: {
      @Dependency(\.articleClient) var client
      return try await client.fetchArticle(url)
    }
    #expect(article.title == "Story")
    #expect(requests.value == [url])
  }
}
