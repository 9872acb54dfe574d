import Testing

@testable import TerminalClient

struct TextCellsTests {
  let width = TerminalClient.estimatedWidth(of:)

  @Test(arguments: [
    ("World Desk", 10), ("日本経済新聞", 12), ("NHK ニュース", 12), ("Café", 4), ("e\u{301}té", 3),
    ("😀 news", 7), ("❤️", 2), ("", 0),
  ])
  func textIsMeasuredInCells(text: String, cells: Int) {
    #expect(text.cells(width: width) == cells)
  }

  /// Printable ASCII is one cell a character in every terminal and is counted without asking
  /// `width`, in a text of it or beside other characters; anything else, a control character or
  /// a space that is not ASCII's, is asked about.
  @Test func printableASCIIIsCountedWithoutAskingTheWidth() {
    var asked: [Character] = []
    let recording: (Character) -> Int = { character in
      asked.append(character)
      return 2
    }
    #expect("World Desk ~ 09:41".cells(width: recording) == 18)
    #expect(asked.isEmpty)
    #expect("a\tb".cells(width: recording) == 4)
    #expect("a\u{A0}".cells(width: recording) == 3)
    #expect(asked == ["\u{FFFD}", "\u{A0}"])
    #expect("abc…".truncated(toCells: 3, width: recording) == "a…")
    #expect(asked == ["\u{FFFD}", "\u{A0}", "…", "…"])
  }

  /// A control character takes the cell of the `�` a frame shows in its place, so text measured
  /// before it is written fits as it is drawn.
  @Test func aControlCharacterTakesTheCellAFrameShowsItIn() {
    let text = "a\u{1B}b"
    var frame = Frame(size: TerminalSize(columns: 10, rows: 1))
    #expect(text.cells(width: width) == 3)
    #expect(frame.write(text, row: 0, column: 0, width: width) == text.cells(width: width))
  }

  @Test func textThatFitsIsKeptWhole() {
    #expect("日本経済新聞".truncated(toCells: 12, width: width) == "日本経済新聞")
    #expect("short".truncated(toCells: 20, width: width) == "short")
    #expect("".truncated(toCells: 0, width: width) == "")
  }

  @Test func longerTextEndsInAnEllipsisWithinTheCells() {
    let cut = "日本経済新聞".truncated(toCells: 9, width: width)
    #expect(cut == "日本経済…")
    #expect(cut.cells(width: width) == 9)
    #expect("Ceasefire holds".truncated(toCells: 6, width: width) == "Cease…")
  }

  /// Cut where a wide character would straddle the limit, the line is left a cell short rather
  /// than the character split, which no terminal can draw.
  @Test func aWideCharacterIsNeverCutInHalf() {
    for limit in 1...14 {
      let cut = "日本経済新聞a".truncated(toCells: limit, width: width)
      #expect(cut.cells(width: width) <= limit, "\(limit): \(cut)")
      #expect(cut.cells(width: width) >= limit - 1, "\(limit): \(cut)")
      #expect(cut.last == "…" || cut == "日本経済新聞a", "\(limit): \(cut)")
    }
    #expect("日本経済新聞".truncated(toCells: 8, width: width) == "日本経…")
    #expect("ab😀cd".truncated(toCells: 4, width: width) == "ab…")
  }

  @Test func combiningMarksStayWithTheirCharacter() {
    #expect(
      "e\u{301}e\u{301}e\u{301}e\u{301}".truncated(toCells: 3, width: width) == "e\u{301}e\u{301}…")
  }

  @Test func noRoomLeavesNothing() {
    #expect("anything".truncated(toCells: 0, width: width) == "")
    #expect("anything".truncated(toCells: -3, width: width) == "")
    #expect("anything".truncated(toCells: 1, width: width) == "…")
  }

  /// The ellipsis is measured like any character: a terminal that draws it two cells wide, as
  /// some CJK locales do, still gets a line within the limit.
  @Test func theEllipsisIsMeasuredByTheSameWidth() {
    let wideEllipsis: (Character) -> Int = { $0 == "…" ? 2 : 1 }
    let cut = "abcdefgh".truncated(toCells: 5, width: wideEllipsis)
    #expect(cut == "abc…")
    #expect(cut.cells(width: wideEllipsis) == 5)
  }

  @Test func paddingFillsTheColumnInCells() {
    #expect("日本".padded(toCells: 6, width: width) == "日本  ")
    #expect("ab".padded(toCells: 6, width: width) == "ab    ")
    #expect("日本経済".padded(toCells: 6, width: width) == "日本経済")
    #expect("日本".padded(toCells: 6, width: width).cells(width: width) == 6)
  }
}
