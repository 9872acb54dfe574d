import ArticleStoreClient
import Foundation
import ReaderFeature
import TerminalClient
import Testing

/// newsboat's operations the reader added for issue 30: each on its default key, the reducer
/// alone, every state change stated.
struct NewsboatOperationsTests {
  let world = Fixtures.world
  let tech = Fixtures.tech
  let radio = Fixtures.radio
  let marketsLink = URL(string: "https://example.org/m")!

  @Test func capitalOOpensTheLinkAndMarksTheArticleReadOnce() {
    var harness = ReducerHarness(.worldListed())
    harness.send(.key(.character("G"))) { $0.list(1) { $0.position.selected = 2 } }
    harness.send(
      .key(.character("O")),
      effects: [
        .openInBrowser(marketsLink), .setRead(ReadMarkChange([.articles([1])], isRead: true)),
      ]
    ) {
      $0.list(1) { $0.articles[2].isRead = true }
    }
    // Already read: it opens, and stays read rather than toggling back.
    harness.send(.key(.character("O")), effects: [.openInBrowser(marketsLink)])
    harness.send(.key(.character("g"))) { $0.list(1) { $0.position.selected = 0 } }
    harness.send(.key(.character("O"))) { $0.message = .noLink }
  }
}
