import Foundation
import NewsClient
import ReaderFeature
import TerminalClient
import Testing
import TextCore

/// Every screen drawn to a frame and compared as text, with the styles that carry meaning: the
/// cursor's line reversed to the edge, unread articles bold.
///
/// Plain multi-line literals rather than swift-snapshot-testing: its SnapshotTesting module
/// imports FoundationNetworking on Linux, which would link libcurl into this feature's test
/// binary and break the architecture check's rule (c).
struct ReaderScreenTests {
  @Test func theFeedsOnANarrowTerminalWithTheCursorReversedToTheEdge() {
    let frame = ScreenScenarios.render(ReaderState.loaded())
    #expect(
      frame.text == """
         Feeds — 3 unread of 8
         * N (3/8) All feeds
         1 N (2/3) World
         2   (0/4) Tech Daily
         3 N (1/1) Radio





         q:Quit ?:Help ENTER:Open r:Reload R:Re…

        """
    )
    for column in 0..<40 {
      #expect(frame[1, column].style.isReversed)
      #expect(!frame[2, column].style.isReversed)
    }
    #expect(frame[2, 10].style.isBold)
    #expect(!frame[3, 10].style.isBold)
    #expect(frame[0, 39].style.isReversed)
    #expect(frame[10, 39].style.isReversed)
  }

  @Test func aRefreshAndAPlaybackShareTheStatusLineAndAFailedFeedIsMarked() {
    let frame = ScreenScenarios.render(ScreenScenarios.busyFeeds)
    #expect(
      frame.text == """
         Feeds — 3 unread of 8
         * N (3/8) All feeds
         1 N (2/3) World
         2   (0/4) Tech Daily
         3 ! (1/1) Radio





         q:Quit ?:Help ENTER:Open r:Reload R:Re…
        Refreshing 2/3…, 1 … Playing 1:23 / 5:00
        """
    )
  }

  @Test func aSearchIsTypedOnTheStatusLine() {
    let frame = ScreenScenarios.render(ScreenScenarios.typingSearch)
    #expect(
      frame.text == """
         Feeds — 3 unread of 8
         * N (3/8) All feeds
         1 N (2/3) World
         2   (0/4) Tech Daily
         3 N (1/1) Radio





         q:Quit ?:Help ENTER:Open r:Reload R:Re…
        Search: geneva talks_
        """
    )
    #expect(frame[11, 20].character == "_")
    #expect(frame[11, 20].style.isReversed)
  }

  @Test func helpListsTheKeysAndScrolls() {
    let frame = ScreenScenarios.render(ScreenScenarios.help)
    #expect(
      frame.text == """
         Help — keys
          o            Open the article in the …
          O            Open the article in the …
          u, #         The article's links
          f            Fetch the whole article
          r            Reload this feed
          R            Reload all feeds
          n            Next unread, in any feed
          J            Next feed
          K            Previous feed
         q:Back

        """
    )
  }

  @Test func withoutSubscriptionsTheFeedsSayWhatToDo() {
    let frame = ScreenScenarios.render(ScreenScenarios.noSubscriptions)
    #expect(
      frame.text == """
         Feeds — 0 unread of 0
        No subscriptions: add a feed first.








         q:Quit ?:Help ENTER:Open r:Reload R:Re…

        """
    )
  }

  @Test func anEmptyStoreListsTheSubscriptionsAndSaysHowToFillIt() {
    let frame = ScreenScenarios.render(ScreenScenarios.emptyStore)
    #expect(
      frame.text == """
         Feeds — 0 unread of 0
         *   (0/0) All feeds
         1   (0/0) World
         2   (0/0) feeds.example.org/tech.xml
         3   (0/0) Radio

        Nothing stored yet: press R to refresh.



         q:Quit ?:Help ENTER:Open r:Reload R:Re…

        """
    )
  }

  /// The trial's two failed feeds both read "127.0.0.1", and only the first error was ever shown:
  /// each is named by its address, and each one's reason is shown when it is in view.
  @Test func failedFeedsAreNamedByTheirAddressAndTheirReasonsStayReadable() {
    let state = ScreenScenarios.twoFailedFeeds
    let lines = ScreenScenarios.render(state).text.split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2].hasPrefix(" 1 ! (0/0) 127.0.0.1:8080/missing.xml"))
    #expect(lines[3].hasPrefix(" 2 ! (0/0) 127.0.0.1:8080/slow.xml"))
    #expect(
      lines[39] == "Failed: Timed out waiting for http://127.0.0.1:8080/slow.xml (L:Error log)")

    var above = state
    ScreenScenarios.reduce(&above, .key(.character("k")))
    #expect(
      ScreenScenarios.render(above).text.split(separator: "\n", omittingEmptySubsequences: false)[
        39] == "Failed: HTTP status 404 from http://127.0.0.1:8080/missing.xml (L:Error log)")

    var opened = above
    ScreenScenarios.reduce(
      &opened, .key(.enter),
      .articlesLoaded(.feed(URL(string: "http://127.0.0.1:8080/missing.xml")!), .success([])))
    let openedLines = ScreenScenarios.render(opened).text.split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(
      openedLines[1]
        == "Nothing stored, and the last refresh failed: HTTP status 404 from http://127.0.0.1:8080/missing.xml"
    )
  }

  @Test func anEmptyListSaysHowToFillIt() {
    let frame = ScreenScenarios.render(ScreenScenarios.emptyAllFeeds)
    #expect(
      frame.text == """
         Articles — all feeds (0 unread of 0)
        Nothing stored: press r to refresh.








         q:Back ?:Help ENTER:Open n:Next unread…

        """
    )
  }

  @Test func anArticleShowsItsFactsThenItsSummaryWrappedToTheWidth() {
    let frame = ScreenScenarios.render(ScreenScenarios.articleWithAudio)
    #expect(
      frame.text == """
         Article — News at eight: the hour… 64%
        Feed:   Radio
        Title:  News at eight: the hourly
                bulletin from the newsroom
        Date:   2027-01-15 08:00
        Link:   https://radio.example.org/news/0
                800
        Audio:  https://audio.example.org/news-0
                800.mp3 (audio/mpeg, 5:00), p
                plays it
         q:Back ?:Help o:Open in browser u:Link…

        """
    )
    #expect(frame[1, 0].style.isBold)
    #expect(!frame[1, 8].style.isBold)
  }

  /// The article's hint bar offers only keys that do something there: `p` where there is audio,
  /// `s` while something plays.
  @Test func theArticleHintBarOffersPlayAndStopOnlyWhereTheyWork() {
    func hintBar(_ state: ReaderState) -> String {
      var state = state
      state.size = Fixtures.wide
      let lines = ScreenScenarios.render(state).text.split(
        separator: "\n", omittingEmptySubsequences: false)
      return String(lines[lines.count - 2]).trimmingCharacters(in: .whitespaces)
    }
    var withoutAudio = ScreenScenarios.articleWithAudio
    if case .article(var page) = withoutAudio.pages.last {
      page.article.audio = nil
      withoutAudio.pages[withoutAudio.pages.count - 1] = .article(page)
    }
    #expect(
      hintBar(withoutAudio) == "q:Back ?:Help o:Open in browser u:Links n:Next unread N:Toggle read"
    )
    #expect(
      hintBar(ScreenScenarios.articleWithAudio)
        == "q:Back ?:Help o:Open in browser u:Links p:Play n:Next unread N:Toggle read")
    #expect(hintBar(ScreenScenarios.downloading).hasSuffix("N:Toggle read s:Stop"))
    withoutAudio.playback = PlaybackStatus(
      title: "News at eight", phase: .playing(elapsed: .seconds(1), duration: nil))
    #expect(!hintBar(withoutAudio).contains("p:Play"))
    #expect(hintBar(withoutAudio).hasSuffix("s:Stop"))
  }

  @Test func aScrolledArticleWhileItsAudioDownloads() {
    let frame = ScreenScenarios.render(ScreenScenarios.downloading)
    #expect(
      frame.text == """
         Article — News at eight: the hou… 100%
                800
        Audio:  https://audio.example.org/news-0
                800.mp3 (audio/mpeg, 5:00), p
                plays it

        The hourly bulletin.
        Today: talks resume in Geneva, a storm
        reaches the coast and markets open
        higher after a quiet week.
         q:Back ?:Help o:Open in browser u:Link…
                                Downloading 40%…
        """
    )
  }

  @Test func everyFeedOnAWideTerminal() {
    let frame = ScreenScenarios.render(ScreenScenarios.allFeedsWide)
    #expect(
      frame.text == """
         Articles — all feeds (24 unread of 36)
          1 N Jan 15  World             Story number 1 from World Feed
          2 N Jan 15  Tech Daily        Story number 2 from Tech Daily
          3   Jan 15  Radio             Story number 3 from Radio Feed
          4 N Jan 14  World             Story number 4 from World Feed
          5 N Jan 14  Tech Daily        Story number 5 from Tech Daily
          6   Jan 14  Radio             Story number 6 from Radio Feed
          7 N Jan 14  World             Story number 7 from World Feed
          8 N Jan 14  Tech Daily        Story number 8 from Tech Daily
          9   Jan 14  Radio             Story number 9 from Radio Feed
         10 N Jan 14  World             Story number 10 from World Feed
         11 N Jan 14  Tech Daily        Story number 11 from Tech Daily
         12   Jan 13  Radio             Story number 12 from Radio Feed
         13 N Jan 13  World             Story number 13 from World Feed
         14 N Jan 13  Tech Daily        Story number 14 from Tech Daily
         15   Jan 13  Radio             Story number 15 from Radio Feed
         16 N Jan 13  World             Story number 16 from World Feed
         17 N Jan 13  Tech Daily        Story number 17 from Tech Daily
         18   Jan 13  Radio             Story number 18 from Radio Feed
         19 N Jan 13  World             Story number 19 from World Feed
         20 N Jan 12  Tech Daily        Story number 20 from Tech Daily
         21   Jan 12  Radio             Story number 21 from Radio Feed
         22 N Jan 12  World             Story number 22 from World Feed
         23 N Jan 12  Tech Daily        Story number 23 from Tech Daily
         24   Jan 12  Radio             Story number 24 from Radio Feed
         25 N Jan 12  World             Story number 25 from World Feed
         26 N Jan 12  Tech Daily        Story number 26 from Tech Daily
         27   Jan 12  Radio             Story number 27 from Radio Feed
         28 N Jan 11  World             Story number 28 from World Feed
         29 N Jan 11  Tech Daily        Story number 29 from Tech Daily
         30   Jan 11  Radio             Story number 30 from Radio Feed
         31 N Jan 11  World             Story number 31 from World Feed
         32 N Jan 11  Tech Daily        Story number 32 from Tech Daily
         33   Jan 11  Radio             Story number 33 from Radio Feed
         34 N Jan 11  World             Story number 34 from World Feed
         35 N Jan 11  Tech Daily        Story number 35 from Tech Daily
         36   Jan 10  Radio             Story number 36 from Radio Feed

         q:Back ?:Help ENTER:Open n:Next unread N:Toggle read A:Mark read r:Reload /:Search

        """
    )
    for column in 0..<120 {
      #expect(frame[3, column].style.isReversed)
      #expect(!frame[4, column].style.isReversed)
    }
    #expect(frame[1, 20].style.isBold)
    #expect(!frame[3, 20].style.isBold)
  }

  @Test func cjkFeedNamesTakeTwoCellsACharacter() {
    let frame = ScreenScenarios.render(ScreenScenarios.cjkFeeds)
    #expect(
      frame.text == """
         Feeds — 2 unread of 2
         * N (2/2) All feeds
         1 N (2/2) 世界新闻
         2   (0/0) テクノロジー
         3   (0/0) 라디오 뉴스





         q:Quit ?:Help ENTER:Open r:Reload R:Re…

        """
    )
    #expect(frame[2, 11].character == "世")
    #expect(frame[2, 12].character == nil)
    #expect(frame[2, 13].character == "界")
  }

  @Test func aCJKTitleIsCutBetweenCharactersWithAnEllipsis() {
    let frame = ScreenScenarios.render(ScreenScenarios.cjkList)
    #expect(
      frame.text == """
         Articles — 世界新闻 (2 unread of 2)
         1 N Jan 15  東京で新しい交通システムが…
         2 N Jan 15  한국 경제 성장률 발표







         q:Back ?:Help ENTER:Open n:Next unread…

        """
    )
    expectWholeCharacters(frame)
  }

  @Test func aCJKArticleWrapsBetweenCharacters() {
    let frame = ScreenScenarios.render(ScreenScenarios.cjkArticle)
    #expect(
      frame.text == """
         Article — 東京で新しい交通システ… 100%
        Feed:   世界新闻
        Title:  東京で新しい交通システムが発表さ
                れました、市民の反応は
        Date:   2027-01-15 08:00

        東京都は本日、新しい交通システムを発表し
        た。専門家によると、混雑の緩和が期待され
        る。

         q:Back ?:Help o:Open in browser u:Link…

        """
    )
    expectWholeCharacters(frame)
  }

  @Test func hostileFeedTextReachesTheArticleWithoutItsEscapes() {
    let frame = ScreenScenarios.render(ScreenScenarios.hostileScreens[2])
    #expect(
      frame.text == """
         Article — Click here red           81%
        Feed:   Evil Feed
        Title:  Click here red
        Author: Mallory
        Date:   2027-01-15 08:00
        Link:   https://evil.example/a
        Audio:  https://evil.example/x.mp3
                (audio/mpeg), p plays it

        Line one
         q:Back ?:Help o:Open in browser u:Link…

        """
    )
  }

  @Test func hostileFeedTextAndErrorsReachTheListsWithoutTheirEscapes() {
    let frame = ScreenScenarios.render(ScreenScenarios.hostileScreens[5])
    #expect(
      frame.text == """
         Search — x (1 found)
         1 N Jan 15  Evil …  Click here red







         q:Back ?:Help ENTER:Open n:Next unread…
        Refreshed 1 feed, 0 new articles, 1
        failed: Bad feed (L:Error log)
        """
    )
  }

  /// Feed text full of escape sequences and control characters, on every screen: none reaches a
  /// cell, and nothing had to be replaced there, because it was made safe before layout.
  @Test func noControlCharacterReachesACellOnAnyScreen() {
    for state in ScreenScenarios.hostileScreens {
      let frame = ScreenScenarios.render(state)
      for cell in frame.cells {
        guard let character = cell.character else { continue }
        #expect(!character.unicodeScalars.contains(where: TerminalText.isControl))
        #expect(character != "\u{FFFD}")
      }
    }
  }

  @Test func aTerminalTooSmallForAnythingIsLeftBlank() {
    var state = ReaderState.loaded()
    state.size = TerminalSize(columns: 0, rows: 0)
    #expect(ScreenScenarios.render(state).cells.isEmpty)
  }

  /// A wide character is never cut: its right half is the cell after it, and it never sits in
  /// the last column.
  private func expectWholeCharacters(
    _ frame: Frame, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for row in 0..<frame.size.rows {
      for column in 0..<frame.size.columns {
        guard let character = frame[row, column].character, TerminalWidth.of(character) == 2 else {
          continue
        }
        #expect(column + 1 < frame.size.columns, sourceLocation: sourceLocation)
        if column + 1 < frame.size.columns {
          #expect(frame[row, column + 1].character == nil, sourceLocation: sourceLocation)
        }
      }
    }
  }
}
