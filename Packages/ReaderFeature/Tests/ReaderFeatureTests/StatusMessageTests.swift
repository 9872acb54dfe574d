import QueryCore
import ReaderFeature
import SyncFeature
import TerminalClient
import Testing

/// The reducer's tests say which message it sets; these say how each reads, and which are drawn
/// as failures.
@Suite struct StatusMessageTests {
  static let notFound = ReaderFailure("HTTP status 404 from https://radio.example.org/news.xml")
  static let diskError = ReaderFailure(
    "The article database /data/articles.sqlite failed: disk I/O error")

  @Test(arguments: [
    (StatusMessage.marked(2, isRead: true), "Marked 2 articles read", false),
    (.marked(1, isRead: false), "Marked 1 article unread", false),
    (.finishedPlaying("News at eight"), "Finished playing News at eight", false),
    (
      .searchUnreadable(
        FilterSyntaxError(column: 13, expected: "a span such as 12h, 2d or 1w", found: "soon")),
      "Search: column 13: expected a span such as 12h, 2d or 1w, found \"soon\"", true
    ),
    (.searchHasNoTerm, "A search needs a word or a term", false),
    (
      .refreshed(feeds: 1, newArticles: 0, failures: [], refreshFailure: nil),
      "Refreshed 1 feed, 0 new articles", false
    ),
    (
      .refreshed(feeds: 3, newArticles: 2, failures: [notFound], refreshFailure: nil),
      "Refreshed 3 feeds, 2 new articles, 1 failed: \(notFound.message)", true
    ),
    (
      .refreshed(feeds: 3, newArticles: 1, failures: [notFound, diskError], refreshFailure: nil),
      "Refreshed 3 feeds, 1 new article, 2 failed: \(notFound.message)", true
    ),
    (
      .refreshed(feeds: 3, newArticles: 0, failures: [], refreshFailure: diskError),
      "Refreshed 3 feeds, 0 new articles; \(diskError.message)", true
    ),
    (
      .synced(SyncReport(sentMarks: 2, feeds: 3, newArticles: 12)),
      "Synced: 12 new articles from 3 feeds, 2 changes sent", false
    ),
    (
      .syncFailed(
        ReaderFailure("Could not connect to the sync server at https://rss.example.org/")),
      "Sync failed, the stored articles are shown: Could not connect to the sync server at https://rss.example.org/",
      true
    ),
    (.failed(diskError), diskError.message, true),
    (.feedFailed("Timed out"), "This feed failed: Timed out", true),
    (.nothingMarked, "Nothing was marked", false),
  ])
  func eachMessageReadsAsItSays(message: StatusMessage, text: String, isError: Bool) {
    #expect(ReaderScreen.phrase(message) == text)
    #expect(message.isError == isError)
  }

  @Test func aFailureIsDrawnInRedOnTheStatusLineAndAConfirmationPlainly() {
    var state = ReaderState.loaded()
    state.message = .failed(Self.diskError)
    let failed = ScreenScenarios.render(state)
    let row = failed.size.rows - 1
    // Too long for one row of 40 columns, it takes three, growing upward, rather than being cut.
    #expect(
      failed.text.split(separator: "\n").suffix(3) == [
        "The article database", "/data/articles.sqlite failed: disk I/O", "error",
      ])
    #expect(failed[row - 2, 0].style.foreground == .red)
    #expect(failed[row, 0].style.foreground == .red)
    state.message = .marked(2, isRead: true)
    let confirmed = ScreenScenarios.render(state)
    #expect(confirmed.text.split(separator: "\n").last == "Marked 2 articles read")
    #expect(confirmed[row, 0].style == .plain)
  }
}
