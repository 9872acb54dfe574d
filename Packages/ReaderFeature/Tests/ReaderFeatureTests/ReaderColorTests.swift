import ConfigurationCore
import ReaderFeature
import TerminalClient
import Testing

/// newsboat's `color` lines on the reader's cells: each element where newsboat draws it, and the
/// reader's own look for the elements a configuration leaves out.
struct ReaderColorTests {
  static func colors(_ text: String) -> [ColorElement: ColorStyle] {
    let loaded = LoadedConfiguration(
      text, file: "config",
      parser: ConfigurationParser(home: nil) { _ in .unreadable(reason: "none") })
    #expect(loaded.problems.isEmpty)
    return loaded.configuration.colors
  }

  @Test func theListsRowsAndBarsTakeTheConfiguredColoursAndTheBackgroundTheRest() {
    let colors = Self.colors(
      """
      color background          white    black
      color listnormal          color245 default
      color listnormal_unread   color255 default bold
      color listfocus           yellow   blue
      color listfocus_unread    yellow   blue    bold
      color info                color189 color236 underline
      """)
    // The feeds: the cursor on "All feeds" (unread), "World" unread, "Tech Daily" read.
    let frame = ReaderScreen.render(ReaderState.loaded(options: ReaderOptions(colors: colors)))

    let focusedUnread = CellStyle(isBold: true, foreground: .yellow, background: .blue)
    for column in [0, 10, 39] { #expect(frame[1, column].style == focusedUnread) }
    #expect(
      frame[2, 10].style == CellStyle(isBold: true, foreground: .indexed(255), background: .black))
    #expect(frame[3, 10].style == CellStyle(foreground: .indexed(245), background: .black))
    // An empty row of the body, and the title and hint bars, which `title` left to `info`.
    #expect(frame[6, 5].style == CellStyle(foreground: .white, background: .black))
    let info = CellStyle(isUnderlined: true, foreground: .indexed(189), background: .indexed(236))
    #expect(frame[0, 39].style == info)
    #expect(frame[10, 39].style == info)
  }

  @Test func theFocusedRowOfAReadArticleAndTheArticlesTextTakeTheirElements() {
    let colors = Self.colors(
      """
      color listfocus  black  yellow  standout
      color article    green  default
      """)
    var state = ReaderState.worldListed()
    state.options = ReaderOptions(colors: colors)
    let list = ReaderScreen.render(state)
    // The first of the world's articles is unread: listfocus_unread, left out, is listfocus bold.
    #expect(
      list[1, 30].style
        == CellStyle(isBold: true, isReversed: true, foreground: .black, background: .yellow))

    _ = ReaderReducer(now: { Fixtures.base }).reduce(&state, .key(.enter))
    let article = ReaderScreen.render(state)
    let body = (1..<8).flatMap { row in (0..<40).map { article[row, $0] } }
      .filter { $0.character.map { $0 != " " } ?? false }
    #expect(!body.isEmpty)
    #expect(body.allSatisfy { $0.style.foreground == .green })
  }

  @Test func withoutColoursTheReaderLooksAsItAlwaysDid() {
    let frame = ReaderScreen.render(ReaderState.loaded())
    #expect(frame[1, 10].style == CellStyle(isBold: true, isReversed: true))
    #expect(frame[2, 10].style == .bold)
    #expect(frame[3, 10].style == .plain)
    #expect(frame[0, 39].style == .reversed)
    #expect(frame[6, 5].style == .plain)
  }
}
