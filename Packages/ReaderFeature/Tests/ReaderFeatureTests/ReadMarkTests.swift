import ArticleStoreClient
import Foundation
import ReaderFeature
import TerminalClient
import Testing

/// Read marks: shown at once on every screen, saved by an effect, counted when the store answers.
struct ReadMarkTests {
  let world = Fixtures.world
  let tech = Fixtures.tech
  let radio = Fixtures.radio

  @Test func nTogglesTheReadMarkInTheListAndOnTheArticle() {
    var harness = ReducerHarness(.worldListed())
    harness.send(
      .key(.character("N")), effects: [.setRead(ReadMarkChange([.articles([3])], isRead: true))]
    ) {
      $0.list(1) { $0.articles[0].isRead = true }
    }
    harness.send(
      .key(.character("N")), effects: [.setRead(ReadMarkChange([.articles([3])], isRead: false))]
    ) {
      $0.list(1) { $0.articles[0].isRead = false }
    }
    var opened = Fixtures.article(Fixtures.worldArticles[0])
    opened.isRead = true
    harness.send(
      .key(.enter), effects: [.setRead(ReadMarkChange([.articles([3])], isRead: true))]
    ) {
      $0.list(1) { $0.articles[0].isRead = true }
      $0.pages.append(.article(ArticlePage(article: opened)))
    }
    opened.isRead = false
    harness.send(
      .key(.character("N")), effects: [.setRead(ReadMarkChange([.articles([3])], isRead: false))]
    ) {
      $0.list(1) { $0.articles[0].isRead = false }
      $0.pages[2] = .article(ArticlePage(article: opened))
    }
  }

  @Test func savedMarksReloadTheCountsAndABulkMarkSaysHowMany() {
    var harness = ReducerHarness(.worldListed())
    let single = ReadMarkChange([.articles([3])], isRead: true)
    harness.send(.readMarksSaved(single, .success(1)), effects: [.loadFeeds])
    let bulk = ReadMarkChange([.feed(world)], isRead: true, isAnnounced: true)
    harness.send(.readMarksSaved(bulk, .success(2)), effects: [.loadFeeds]) {
      $0.message = StatusMessage("Marked 2 articles read")
    }
    harness.send(
      .readMarksSaved(bulk, .failure(ReaderFailure("The disk is full"))), effects: [.loadFeeds]
    ) {
      $0.message = StatusMessage("The disk is full", isError: true)
    }
  }

  @Test func aMarksTheSelectedFeedReadFromTheFeeds() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("j"))) { $0.pages = [.feeds(ListPosition(selected: 1))] }
    harness.send(
      .key(.character("A")),
      effects: [.setRead(ReadMarkChange([.feed(world)], isRead: true, isAnnounced: true))])
    harness.send(.key(.character("g"))) { $0.pages = [.feeds(ListPosition(selected: 0))] }
    harness.send(
      .key(.character("A")),
      effects: [
        .setRead(
          ReadMarkChange(
            [.feed(world), .feed(tech), .feed(radio)], isRead: true, isAnnounced: true)
        )
      ])
  }

  @Test func aInAFeedsListMarksEveryArticleOfItReadAtOnce() {
    var harness = ReducerHarness(.worldListed())
    harness.send(
      .key(.character("A")),
      effects: [.setRead(ReadMarkChange([.feed(world)], isRead: true, isAnnounced: true))]
    ) {
      $0.list(1) {
        $0.articles[0].isRead = true
        $0.articles[2].isRead = true
      }
    }
  }

  @Test func cMarksEverySubscriptionRead() {
    var harness = ReducerHarness(.worldListed())
    harness.send(
      .key(.character("C")),
      effects: [
        .setRead(
          ReadMarkChange(
            [.feed(world), .feed(tech), .feed(radio)], isRead: true, isAnnounced: true)
        )
      ]
    ) {
      $0.list(1) {
        $0.articles[0].isRead = true
        $0.articles[2].isRead = true
      }
    }
  }

  @Test func nOpensTheNextUnreadArticleFromTheListAndFromAnArticle() {
    var harness = ReducerHarness(.worldListed())
    let listed = Fixtures.worldArticles.map(Fixtures.article)
    var first = listed[0]
    first.isRead = true
    harness.send(
      .key(.character("n")), effects: [.setRead(ReadMarkChange([.articles([1])], isRead: true))]
    ) {
      $0.list(1) {
        $0.articles[2].isRead = true
        $0.position.selected = 2
      }
      var third = listed[2]
      third.isRead = true
      $0.pages.append(.article(ArticlePage(article: third)))
    }
    harness.send(
      .key(.character("n")), effects: [.setRead(ReadMarkChange([.articles([3])], isRead: true))]
    ) {
      $0.list(1) {
        $0.articles[0].isRead = true
        $0.position.selected = 0
      }
      $0.pages[2] = .article(ArticlePage(article: first))
    }
    harness.send(.key(.character("n"))) {
      $0.message = StatusMessage("No unread articles")
    }
  }

  @Test func nOnTheFeedsSelectsTheNextFeedWithUnreadArticles() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("n"))) { $0.pages = [.feeds(ListPosition(selected: 1))] }
    harness.send(.key(.character("n"))) { $0.pages = [.feeds(ListPosition(selected: 3))] }
    harness.send(.key(.character("n"))) { $0.pages = [.feeds(ListPosition(selected: 1))] }
  }

  @Test func keysForAnArticleOnTheFeedsSayWhatToDoInstead() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("p"))) {
      $0.message = StatusMessage("Open a feed and choose an article first")
    }
  }
}
