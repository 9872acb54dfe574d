import Testing

@testable import ConfigurationCore

/// newsboat's format strings, on the manual's examples (section 5.11) and its defaults.
@Suite struct FormatStringTests {
  @Test func fieldsArePutInAndAnUnknownOneIsEmpty() {
    let format = FormatString("%d new articles (%n unread articles, %f unread feeds)%x")
    #expect(
      format.formatted(["d": "3", "n": "40", "f": "2"])
        == "3 new articles (40 unread articles, 2 unread feeds)")
  }

  @Test func aWidthPadsOnTheLeftANegativeOneOnTheRightAndCutsLongerText() {
    #expect(FormatString("[%4i]").formatted(["i": "7"]) == "[   7]")
    #expect(FormatString("[%-6t]").formatted(["t": "abc"]) == "[abc   ]")
    #expect(FormatString("[%-6t]").formatted(["t": "abcdefgh"]) == "[abcde…]")
    #expect(FormatString("[%4t]").formatted(["t": "東京"]) == "[東京]")
    #expect(FormatString("[%=7t]").formatted(["t": "abc"]) == "[  abc  ]")
  }

  @Test func aConditionalChoosesByWhetherItsFieldHoldsAnything() {
    let format = FormatString("%4i %f %D %6L  %?T?|%-17T|  ?%t")
    #expect(
      format.formatted(["i": "1", "f": "N ", "D": "Nov 24", "L": "2KB", "T": "BBC", "t": "Title"])
        == "   1 N  Nov 24    2KB  |BBC              |  Title")
    #expect(
      format.formatted(["i": "1", "f": "N ", "D": "Nov 24", "L": "2KB", "T": " ", "t": "Title"])
        == "   1 N  Nov 24    2KB  Title")
    #expect(FormatString("%?F?Feeds&Your feeds?!").formatted([:]) == "Your feeds!")
    #expect(FormatString("%?F?Feeds&Your feeds?!").formatted(["F": "x"]) == "Feeds!")
  }

  @Test func aFillPushesWhatFollowsToTheRightEdge() {
    let format = FormatString(" %n %4i - %11u -%> %t")
    let line = format.formatted(["n": "N", "i": "1", "u": "(1/2)", "t": "News"], width: 40)
    #expect(line == " N    1 -       (1/2) -" + String(repeating: " ", count: 12) + " News")
    #expect(line.count == 40)
    #expect(FormatString("a%>.b").formatted([:], width: 6) == "a....b")
    #expect(FormatString("a%>.b").formatted([:]) == "ab")
  }

  @Test func aPercentSignIsWrittenTwice() {
    #expect(FormatString("[%5p %%]").formatted(["p": "50.0"]) == "[ 50.0 %]")
  }
}
