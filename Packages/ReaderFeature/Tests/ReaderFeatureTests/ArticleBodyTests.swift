import ArticleStoreClient
import Foundation
import NewsClient
import ReaderFeature
import RichTextCore
import TerminalClient
import Testing

/// An opened article is read again whole: its body replaces the teaser once the store answers.
struct ArticleBodyTests {
  static let body = RichText(
    blocks: [
      RichTextBlock(.heading(level: 2), text: "What the minutes show"),
      RichTextBlock(.paragraph, text: "The committee weighed a cut."),
    ])

  /// The world list with its first article opened and its body asked for.
  static var opened: (state: ReaderState, article: ReaderArticle) {
    var state = ReaderState.worldListed()
    _ = ReaderReducer(now: { Fixtures.base }).reduce(&state, .key(.enter))
    guard case .article(let page) = state.pages.last else { fatalError("no article opened") }
    return (state, page.article)
  }

  @Test func theBodyArrivesAndIsShownInPlaceOfTheSummary() {
    let (state, article) = Self.opened
    var harness = ReducerHarness(state)
    harness.send(.articleLoaded(article.id, .success(Self.body))) {
      $0.pages[2] = .article(
        ArticlePage(
          article: article,
          laidOutBody: RichTextLayout(Self.body, width: $0.size.columns), isLoadingBody: false))
    }
    let text = ScreenScenarios.render(harness.state).text
    #expect(text.contains("The committee weighed a cut."))
    #expect(!text.contains("Delegations met again."), "the teaser gives way to the body")
  }

  @Test func anArticleWithoutABodyKeepsItsSummaryAndAFailureIsSaid() {
    let (state, article) = Self.opened
    var harness = ReducerHarness(state)
    harness.send(.articleLoaded(article.id, .success(nil))) {
      $0.pages[2] = .article(ArticlePage(article: article, isLoadingBody: false))
    }
    #expect(ScreenScenarios.render(harness.state).text.contains("Delegations met again."))
    harness.send(.articleLoaded(article.id, .failure(ReaderFailure("The disk is gone")))) {
      $0.message = .failed(ReaderFailure("The disk is gone"))
      $0.logged(article.title, "The disk is gone")
    }
    harness.send(.articleLoaded(article.id + 1, .success(Self.body)))
  }

  /// Lists leave summaries out: an article opened from one shows nothing in their place while it
  /// is read, never "(no summary)", then the summary read with its body, made safe.
  @Test func anArticleFromAListWithoutSummariesShowsTheSummaryReadWithItsBody() {
    var state = ReaderState.worldListed()
    guard case .articles(var list) = state.pages.last else {
      Issue.record("No list open")
      return
    }
    for index in list.articles.indices { list.articles[index].summary = nil }
    state.pages[state.pages.count - 1] = .articles(list)
    _ = ReaderReducer(now: { Fixtures.base }).reduce(&state, .key(.enter))
    guard case .article(let page) = state.pages.last else {
      Issue.record("No article opened")
      return
    }
    #expect(!ScreenScenarios.render(state).text.contains("(no summary)"))
    _ = ReaderReducer(now: { Fixtures.base }).reduce(
      &state,
      .articleLoaded(page.article.id, .success(nil), summary: "Delegations\u{1B}[2J met again."))
    let text = ScreenScenarios.render(state).text
    #expect(text.contains("Delegations met again."))
    #expect(!text.contains("(no summary)"))
  }

  @Test func aBodyIsMadeSafeForTheTerminalWhereverItCameFrom() {
    let (state, article) = Self.opened
    let hostile = RichText(
      blocks: [
        RichTextBlock(
          .paragraph, text: "Title\u{1B}]0;pwned\u{7} here",
          marks: [RichTextMark(offset: 5, kind: .link(number: 1))],
          emphases: [RichTextEmphasis(14..<18, .bold)]),
        RichTextBlock(.preformatted, text: "  indented\n\tcode\u{1B}[2J"),
        RichTextBlock(.tableRow(isHeader: false), cells: ["a\u{9B}31m"]),
      ],
      links: [RichTextLink(address: "https://example.org/\u{1B}[31m")])
    var harness = ReducerHarness(state)
    _ = harness.reducer.reduce(&harness.state, .articleLoaded(article.id, .success(hostile)))
    guard case .article(let page) = harness.state.pages.last, let body = page.body else {
      Issue.record("no body")
      return
    }
    #expect(body.blocks[0].text == "Title here")
    #expect(body.blocks[0].marks.isEmpty, "offsets into text that changed would point elsewhere")
    #expect(body.blocks[0].emphases.isEmpty)
    #expect(body.blocks[1].text == "  indented\n        code")
    #expect(body.blocks[2].cells == ["a"])
    #expect(!body.links[0].address.contains("\u{1B}"))
  }

  static let essay = RichText(
    blocks: [RichTextBlock(.heading(level: 2), text: "Results")]
      + (1...12).map { number in
        RichTextBlock(
          .paragraph,
          text: "Paragraph \(number) says something long enough to wrap over several lines.",
          marks: number == 2 ? [RichTextMark(offset: 11, kind: .link(number: 1))] : [])
      } + [
        RichTextBlock(.listItem(depth: 1, marker: .number(1)), text: "first"),
        RichTextBlock(.preformatted, text: "$ make install\nfor x in a b c; do echo $x; done"),
      ],
    links: [
      RichTextLink(address: "https://example.org/paper"),
      RichTextLink(address: "https://example.org/chart.png", kind: .image),
    ])

  static func reading(_ body: RichText, size: TerminalSize = Fixtures.narrow) -> ReaderState {
    var (state, article) = opened
    _ = ReaderReducer(now: { Fixtures.base }).reduce(&state, .resized(size))
    _ = ReaderReducer(now: { Fixtures.base }).reduce(
      &state, .articleLoaded(article.id, .success(body)))
    return state
  }

  @Test func theBodyIsDrawnWithItsStructureItsMarksAndItsPosition() {
    var state = Self.reading(Self.essay)
    let top = ScreenScenarios.render(state)
    #expect(top.text.split(separator: "\n")[0].hasSuffix("%"), "the title bar shows the position")
    #expect(top.text.contains("Results"))
    let heading = top.text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0 == "Results" }
    if let heading { #expect(top[heading, 0].style.isBold, "headings are bold") }
    _ = ReaderReducer(now: { Fixtures.base }).reduce(&state, .key(.character("G")))
    let bottom = ScreenScenarios.render(state).text
    #expect(bottom.split(separator: "\n")[0].hasSuffix("100%"))
    #expect(bottom.contains("$ make install"))
    #expect(bottom.contains("[1]: https://example.org/paper"))
    #expect(bottom.contains("1. first"))
  }

  /// `a <strong>bold</strong><a>…</a> word and <em>it</em>` and a list item stressed across a line
  /// break after wide characters, drawn by the one rule the terminal has: every cell of a stressed
  /// word bold ("b"), italic ("i") or both ("x"), and no other cell, the link's "[1]" included.
  @Test func boldAndItalicWordsAreDrawnSoOnTheirCellsAlone() {
    let body = RichText(
      blocks: [
        RichTextBlock(
          .paragraph, text: "a bold word and it",
          marks: [RichTextMark(offset: 6, kind: .link(number: 1))],
          emphases: [RichTextEmphasis(2..<6, .bold), RichTextEmphasis(16..<18, .italic)]),
        RichTextBlock(
          .listItem(depth: 1, marker: .bullet), text: "漢字 take very great care now",
          emphases: [RichTextEmphasis(12..<27, [.bold, .italic])]),
      ],
      links: [RichTextLink(address: "https://example.org/a")])
    let frame = ScreenScenarios.render(
      Self.reading(body, size: TerminalSize(columns: 20, rows: 30)))
    let rows = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
    func stresses(_ line: String) -> String? {
      guard let row = rows.firstIndex(where: { $0 == line }) else { return nil }
      let marks = (0..<frame.size.columns).map { column in
        switch (frame[row, column].style.isBold, frame[row, column].style.isItalic) {
        case (true, true): "x"
        case (true, false): "b"
        case (false, true): "i"
        case (false, false): "."
        }
      }
      return String(marks.joined().reversed().drop { $0 == "." }.reversed())
    }

    #expect(stresses("a bold[1] word and") == "..bbbb")
    #expect(stresses("it") == "ii")
    #expect(stresses("* 漢字 take very") == "............xxxx")
    #expect(stresses("  great care now") == "..xxxxxxxxxx")
  }

  /// The trial's reader moved about a paragraph on a resize: the top line's place in the text is
  /// kept instead of its line number.
  @Test func aResizeKeepsTheTextAtTheTopWhereItWas() {
    var state = Self.reading(Self.essay, size: TerminalSize(columns: 40, rows: 10))
    for _ in 1...3 {
      _ = ReaderReducer(now: { Fixtures.base }).reduce(&state, .key(.character(" ")))
    }
    let before = Self.topLine(state)
    #expect(before.hasPrefix("Paragraph") || before.contains("wrap"), "\(before)")
    // Sizes that leave text below the screen, so that no scroll is cut back to fit.
    for size in [TerminalSize(columns: 60, rows: 12), TerminalSize(columns: 100, rows: 8)] {
      _ = ReaderReducer(now: { Fixtures.base }).reduce(&state, .resized(size))
      let after = Self.topLine(state)
      let number = before.split(separator: " ").dropFirst().first
      #expect(
        after.hasPrefix("Paragraph \(number ?? "")") || Self.sameParagraph(before, after),
        "\(before) → \(after)")
    }
  }

  /// Paragraphs of numbered words of many lengths, each paragraph many lines long at any width:
  /// paragraph 2's 17th word is "p2w17ooo".
  static let longRead = RichText(
    blocks: (1...6).map { paragraph in
      RichTextBlock(
        .paragraph,
        text: (1...90).map { "p\(paragraph)w\($0)" + String(repeating: "o", count: $0 % 7) }
          .joined(separator: " "))
    })

  /// The second trial's reader drifted back one wrapped line a round trip, 83% → 82% → 81%: the
  /// line that holds the top line's place at the other width starts before it, and that earlier
  /// place was kept for the way back. The place is kept from the first resize on instead.
  @Test func resizesThereAndBackKeepTheSameTopLine() {
    let wide = TerminalSize(columns: 120, rows: 20)
    let narrow = TerminalSize(columns: 60, rows: 20)
    var state = Self.reading(Self.longRead, size: wide)
    for _ in 1...14 {
      _ = ReaderReducer(now: { Fixtures.base }).reduce(&state, .key(.character("j")))
    }
    let top = Self.topLine(state)
    #expect(top.hasPrefix("p2w28 "), "a line within paragraph 2, which starts no line at 60")
    var tops: [String] = []
    var narrowTops: Set<String> = []
    for _ in 1...3 {
      _ = ReaderReducer(now: { Fixtures.base }).reduce(&state, .resized(narrow))
      narrowTops.insert(Self.topLine(state))
      _ = ReaderReducer(now: { Fixtures.base }).reduce(&state, .resized(wide))
      tops.append(Self.topLine(state))
    }
    #expect(tops == [top, top, top])
    #expect(narrowTops.count == 1)
    // Scrolling moves the place kept to the new top line.
    _ = ReaderReducer(now: { Fixtures.base }).reduce(&state, .key(.character("j")))
    let next = Self.topLine(state)
    _ = ReaderReducer(now: { Fixtures.base }).reduce(&state, .resized(narrow))
    _ = ReaderReducer(now: { Fixtures.base }).reduce(&state, .resized(wide))
    #expect(Self.topLine(state) == next)
    #expect(next != top)
  }

  /// The body is laid out when it arrives and when the width changes, and by nothing else: keys
  /// that scroll or star, reports about other screens and a resize to the same width read the
  /// layout the page keeps. Told by identity: a layout made again stores its lines anew, while the
  /// one kept stays where it is.
  @Test func onlyANewBodyOrANewWidthLaysTheBodyOutAgain() {
    var state = Self.reading(Self.longRead)
    let original = state
    let laidOut = Self.storageOfTheBodyLines(state)
    #expect(laidOut != nil)
    let actions: [ReaderAction] = [
      .key(.character("j")), .key(.character("G")), .key(.character("*")),
      .starsSaved(.success(1)), .feedsLoaded(.success(Fixtures.counts)),
      .resized(TerminalSize(columns: Fixtures.narrow.columns, rows: 30)),
      .resumed(Fixtures.narrow),
    ]
    for action in actions {
      _ = ReaderReducer(now: { Fixtures.base }).reduce(&state, action)
      #expect(Self.storageOfTheBodyLines(state) == laidOut, "\(action)")
    }
    _ = ReaderReducer(now: { Fixtures.base }).reduce(&state, .resized(Fixtures.wide))
    #expect(Self.storageOfTheBodyLines(state) != laidOut, "a new width lays the body out again")
    // The first layout stays alive to the end, so that no later one can be stored in its place.
    withExtendedLifetime(original) {}
  }

  /// Where the open article's laid-out body stores its lines, nil without one.
  static func storageOfTheBodyLines(_ state: ReaderState) -> Int? {
    guard case .article(let page) = state.pages.last, let layout = page.laidOutBody else {
      return nil
    }
    return layout.lines.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
  }

  static func topLine(_ state: ReaderState) -> String {
    String(ScreenScenarios.render(state).text.split(separator: "\n")[1])
  }

  /// Whether two lines are of the same paragraph of ``essay``: a wrapped line's start may move
  /// within its paragraph, never to another.
  static func sameParagraph(_ first: String, _ second: String) -> Bool {
    let number = { (line: String) in line.split(separator: " ").dropFirst().first }
    return number(first) == number(second)
  }

  @Test func uListsTheLinksAndEnterOpensTheOneChosen() {
    let state = Self.reading(Self.essay)
    var harness = ReducerHarness(state)
    harness.send(.key(.character("u"))) {
      $0.pages.append(
        .links(ArticleLinksPage(title: "Talks resume in Geneva", links: Self.essay.links)))
    }
    #expect(
      ScreenScenarios.render(harness.state).text.contains("[2] https://example.org/chart.png"))
    harness.send(.key(.character("j"))) {
      $0.pages[3] = .links(
        ArticleLinksPage(
          title: "Talks resume in Geneva", links: Self.essay.links,
          position: ListPosition(selected: 1)))
    }
    harness.send(
      .key(.enter), effects: [.openInBrowser(URL(string: "https://example.org/chart.png")!)])
    harness.send(.key(.character("q"))) { $0.pages.removeLast() }
  }

  @Test func uSaysWhenThereAreNoLinks() {
    var harness = ReducerHarness(Self.reading(Self.body))
    harness.send(.key(.character("u"))) {
      $0.message = .noLinks
    }
  }
}
