import Testing

@testable import TerminalClient

struct FrameTests {
  @Test func textIsClippedAtTheLimitAndTheRowEnd() {
    var frame = Frame(size: TerminalSize(columns: 10, rows: 2))
    #expect(frame.write("Hello, world", row: 0, column: 2) == 10)
    #expect(frame.write("abcdef", row: 1, column: 0, limit: 3) == 3)
    #expect(frame.text == "  Hello, w\nabc")
  }

  @Test func aWideCharacterTakesTwoCellsAndIsNeverCutInHalf() {
    var frame = Frame(size: TerminalSize(columns: 5, rows: 1))
    #expect(frame.write("漢字x", row: 0, column: 0) == 5)
    #expect(frame[0, 0].character == "漢")
    #expect(frame[0, 1].character == nil)
    #expect(frame.text == "漢字x")

    var narrow = Frame(size: TerminalSize(columns: 3, rows: 1))
    #expect(narrow.write("漢字", row: 0, column: 0) == 2)
    #expect(narrow.text == "漢")
  }

  @Test func combiningMarksStayWithTheirCharacter() {
    var frame = Frame(size: TerminalSize(columns: 4, rows: 1))
    #expect(frame.write("e\u{301}te\u{301}", row: 0, column: 0) == 3)
    #expect(frame.text == "e\u{301}te\u{301}")
  }

  /// Whatever text arrives, nothing written into a frame can reach the terminal as a control.
  @Test func controlCharactersAreShownAsReplacementCharacters() {
    var frame = Frame(size: TerminalSize(columns: 8, rows: 1))
    frame.write("a\u{1B}[2J\u{9B}\u{202E}b", row: 0, column: 0)
    #expect(frame.text == "a\u{FFFD}[2J\u{FFFD}\u{FFFD}b")
    #expect(
      frame.cells.allSatisfy { cell in
        cell.character?.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control }
          ?? true
      })
  }

  /// A frame replaces what sanitizing feed text removes, by the same rule
  /// (`TerminalText.isControl`): the Arabic letter mark, the left-to-right and right-to-left
  /// marks, the byte-order mark and the interlinear annotations, which reorder or hide text as
  /// the bidi overrides do. The joiners that hold an emoji or a Persian word together stay.
  @Test(arguments: ["\u{061C}", "\u{200E}", "\u{200F}", "\u{FEFF}", "\u{FFF9}", "\u{FFFB}"])
  func formatCharactersThatHideTextAreReplaced(_ hiding: String) {
    var frame = Frame(size: TerminalSize(columns: 4, rows: 1))
    frame.write("a\(hiding)b", row: 0, column: 0)
    #expect(frame.text == "a\u{FFFD}b")
  }

  @Test func joinersStayInTheirCharacter() {
    var frame = Frame(size: TerminalSize(columns: 8, rows: 1))
    frame.write("👨\u{200D}👩\u{200D}👧 ی\u{200C}", row: 0, column: 0)
    #expect(frame.text.hasPrefix("👨\u{200D}👩\u{200D}👧 ی\u{200C}"))
  }

  @Test func paintingKeepsTheTextAndChangesTheStyleToTheRowEnd() {
    var frame = Frame(size: TerminalSize(columns: 6, rows: 2))
    frame.write("abc", row: 1, column: 0)
    frame.paint(row: 1, style: .reversed)
    #expect(frame.text == "\nabc")
    #expect((0..<6).allSatisfy { frame[1, $0].style == .reversed })
    #expect(frame[0, 0].style == .plain)
  }

  /// Each character takes the cells the terminal advances for it, so that what follows lands
  /// where the terminal draws it: a flag two, a skin-tone emoji four, a joined family two.
  @Test func emojiTakeTheCellsTheTerminalAdvances() {
    var frame = Frame(size: TerminalSize(columns: 20, rows: 1))
    let end = frame.write("🇯🇵a👍🏽b👨\u{200D}👩\u{200D}👧c", row: 0, column: 0)
    #expect(end == 11)
    #expect(frame[0, 0].character == "🇯🇵")
    #expect(frame[0, 2].character == "a")
    #expect(frame[0, 3].character == "👍🏽")
    #expect((4...6).allSatisfy { frame[0, $0].character == nil })
    #expect(frame[0, 7].character == "b")
    #expect(frame[0, 10].character == "c")
  }

  /// Written over in part, a wide character is blanked whole, as the terminal erases it: no cell
  /// is left saying that it continues a character that is gone.
  @Test func aWideCharacterWrittenOverInPartIsBlankedWhole() {
    var frame = Frame(size: TerminalSize(columns: 8, rows: 1))
    frame.write("漢👍🏽x", row: 0, column: 0)
    frame.write("a", row: 0, column: 1)
    #expect(frame.text == " a👍🏽x")
    frame.write("b", row: 0, column: 2)
    #expect(frame.text == " ab   x")
    #expect(frame.cells.allSatisfy { $0.character != nil })

    frame.write("字", row: 0, column: 6)
    frame.write("c", row: 0, column: 7)
    #expect(frame.text == " ab    c")
  }

  /// A joiner that ends a character is not drawn, since the terminal would draw the next
  /// character into its cells.
  @Test func aJoinerThatEndsACharacterIsNotDrawn() {
    var frame = Frame(size: TerminalSize(columns: 4, rows: 1))
    #expect(frame.write("a\u{200D}ב", row: 0, column: 0) == 2)
    #expect(frame[0, 0].character == "a")
    #expect(frame[0, 1].character == "ב")
  }

  /// `color background white blue`: the blank cells and the text drawn in the terminal's own
  /// colours take it; a colour a part chose stays.
  @Test func theUnderlayColoursOnlyWhatHasNoColourOfItsOwn() {
    var frame = Frame(size: TerminalSize(columns: 4, rows: 1))
    frame.write("a", row: 0, column: 0, style: .bold)
    frame.write("b", row: 0, column: 1, style: CellStyle(foreground: .red))
    frame.write("c", row: 0, column: 2, style: CellStyle(background: .green))
    frame.underlay(CellStyle(foreground: .white, background: .blue))

    #expect(frame[0, 0].style == CellStyle(isBold: true, foreground: .white, background: .blue))
    #expect(frame[0, 1].style == CellStyle(foreground: .red, background: .blue))
    #expect(frame[0, 2].style == CellStyle(foreground: .white, background: .green))
    #expect(frame[0, 3].style == CellStyle(foreground: .white, background: .blue))
    #expect(frame.text == "abc")
  }
}
