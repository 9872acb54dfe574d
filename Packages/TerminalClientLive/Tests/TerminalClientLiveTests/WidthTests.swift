import TerminalClient
import Testing

@testable import TerminalClientLive

@Suite struct WidthTests {
  @Test(arguments: [
    (Character("a"), 1), ("é", 1), ("e\u{301}", 1), ("Ω", 1), ("漢", 2), ("한", 2), ("ア", 2),
    ("Ａ", 2), ("😀", 2), ("❤️", 2), ("\u{301}", 0), ("\u{200B}", 0), ("\u{07}", 0),
    ("\u{1B}", 0),
  ])
  func widthsAreTheCLibrarys(character: Character, width: Int) {
    #expect(TerminalClient.live().width(character) == width)
  }
}
