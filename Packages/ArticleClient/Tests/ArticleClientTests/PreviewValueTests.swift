import ArticleClient
import DependenciesTestSupport
import Foundation
import RichTextCore
import Testing

@Suite(.dependencies)
struct PreviewValueTests {
  @Test func previewFindsAnArticleOffline() async throws {
    let url = URL(string: "https://example.com/news/night-trains")!
    let article = try await ArticleClient.previewValue.fetchArticle(url)
    #expect(article.url == url)
    #expect(!article.title.isEmpty)
    #expect(!article.body.isEmpty)
    for block in article.body.blocks {
      for mark in block.marks {
        #expect(mark.offset <= block.text.utf8.count)
        if case .link(let number) = mark.kind {
          #expect(article.body.links.indices.contains(number - 1))
        }
      }
    }
  }

  @Test func previewHasItsFailuresToo() async {
    await #expect(throws: ArticleClientError.noArticle(URL(string: "https://example.invalid/x")!)) {
      try await ArticleClient.previewValue.fetchArticle(URL(string: "https://example.invalid/x")!)
    }
    await #expect(
      throws: ArticleClientError.network(URL(string: "ftp://example.com/x")!, .notWeb)
    ) {
      try await ArticleClient.previewValue.fetchArticle(URL(string: "ftp://example.com/x")!)
    }
  }

  @Test func errorsNameTheirURLInOneLine() {
    let url = URL(string: "https://example.com/a")!
    let errors: [ArticleClientError] = [
      .network(url, .notWeb), .network(url, .cannotConnect(reason: "Connection refused")),
      .network(url, .tooLarge(limitBytes: 5)), .network(url, .timedOut),
      .network(url, .httpStatus(code: 404)), .noArticle(url),
    ]
    for error in errors {
      #expect(error.description.contains("https://example.com/a"))
      #expect(!error.description.contains("\n"))
    }
  }
}
