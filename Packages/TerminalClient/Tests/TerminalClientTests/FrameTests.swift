import Testing

@testable import TerminalClient

struct FrameTests {
  let width = TerminalClient.estimatedWidth(of:)

  @Test func textIsClippedAtTheLimitAndTheRowEnd() {
    var frame = Frame(size: TerminalSize(columns: 10, rows: 2))
    #expect(frame.write("Hello, world", row: 0, column: 2, width: width) == 10)
    #expect(frame.write("abcdef", row: 1, column: 0, limit: 3, width: width) == 3)
    #expect(frame.text == "  Hello, w\nabc")
  }

  @Test func aWideCharacterTakesTwoCellsAndIsNeverCutInHalf() {
    var frame = Frame(size: TerminalSize(columns: 5, rows: 1))
    #expect(frame.write("漢字x", row: 0, column: 0, width: width) == 5)
    #expect(frame[0, 0].character == "漢")
    #expect(frame[0, 1].character == nil)
    #expect(frame.text == "漢字x")

    var narrow = Frame(size: TerminalSize(columns: 3, rows: 1))
    #expect(narrow.write("漢字", row: 0, column: 0, width: width) == 2)
    #expect(narrow.text == "漢")
  }

  @Test func combiningMarksStayWithTheirCharacter() {
    var frame = Frame(size: TerminalSize(columns: 4, rows: 1))
    #expect(frame.write("e\u{301}te\u{301}", row: 0, column: 0, width: width) == 3)
    #expect(frame.text == "e\u{301}te\u{301}")
  }

  /// Whatever text arrives, nothing written into a frame can reach the terminal as a control.
  @Test func controlCharactersAreShownAsReplacementCharacters() {
    var frame = Frame(size: TerminalSize(columns: 8, rows: 1))
    frame.write("a\u{1B}[2J\u{9B}\u{202E}b", row: 0, column: 0, width: width)
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
    frame.write("a\(hiding)b", row: 0, column: 0, width: width)
    #expect(frame.text == "a\u{FFFD}b")
  }

  @Test func joinersStayInTheirCharacter() {
    var frame = Frame(size: TerminalSize(columns: 8, rows: 1))
    frame.write("👨\u{200D}👩\u{200D}👧 ی\u{200C}", row: 0, column: 0, width: width)
    #expect(frame.text.hasPrefix("👨\u{200D}👩\u{200D}👧 ی\u{200C}"))
  }

  @Test func paintingKeepsTheTextAndChangesTheStyleToTheRowEnd() {
    var frame = Frame(size: TerminalSize(columns: 6, rows: 2))
    frame.write("abc", row: 1, column: 0, width: width)
    frame.paint(row: 1, style: .reversed)
    #expect(frame.text == "\nabc")
    #expect((0..<6).allSatisfy { frame[1, $0].style == .reversed })
    #expect(frame[0, 0].style == .plain)
  }

  @Test func estimatedWidths() {
    #expect(TerminalClient.estimatedWidth(of: "a") == 1)
    #expect(TerminalClient.estimatedWidth(of: "漢") == 2)
    #expect(TerminalClient.estimatedWidth(of: "한") == 2)
    #expect(TerminalClient.estimatedWidth(of: "😀") == 2)
    #expect(TerminalClient.estimatedWidth(of: "\u{301}") == 0)
    #expect(TerminalClient.estimatedWidth(of: "\u{7}") == 0)
  }
}
