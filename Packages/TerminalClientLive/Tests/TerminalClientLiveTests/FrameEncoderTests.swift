import TerminalClient
import Testing

@testable import TerminalClientLive
@testable import terminal_bench

@Suite struct FrameEncoderTests {
  @Test func theFirstFrameIsDrawnWholeOnAClearedScreen() {
    var encoder = FrameEncoder()
    var frame = Frame(size: TerminalSize(columns: 10, rows: 2))
    frame.write("hi", row: 1, column: 3)

    #expect(text(encoder.encode(frame)) == "\u{1B}[0m\u{1B}[2J\u{1B}[2;4Hhi")
  }

  @Test func onlyChangedCellsAreWritten() {
    var encoder = FrameEncoder()
    var frame = Frame(size: TerminalSize(columns: 20, rows: 3))
    frame.write("hello world", row: 0, column: 0)
    _ = encoder.encode(frame)

    frame.write("W", row: 0, column: 6)
    frame.write("x", row: 2, column: 19)
    #expect(text(encoder.encode(frame)) == "\u{1B}[1;7HW\u{1B}[3;20Hx")
    #expect(encoder.encode(frame).isEmpty)
  }

  @Test func stylesAreSetWhereTheyChangeAndResetAtTheEnd() {
    var encoder = FrameEncoder()
    var frame = Frame(size: TerminalSize(columns: 10, rows: 1))
    _ = encoder.encode(frame)
    frame.write("ab", row: 0, column: 0, style: .bold)
    frame.write(
      "c", row: 0, column: 2,
      style: CellStyle(isDim: true, isReversed: true, isUnderlined: true, foreground: .red))

    #expect(
      text(encoder.encode(frame)) == "\u{1B}[1;1H\u{1B}[0;1mab\u{1B}[0;2;4;7;31mc\u{1B}[0m")
  }

  /// An article's emphasis: bold, italic and both, as xterm-256color's terminfo writes them
  /// (`bold` and `sitm`).
  @Test func italicIsWrittenBesideBold() {
    var encoder = FrameEncoder()
    var frame = Frame(size: TerminalSize(columns: 10, rows: 1))
    _ = encoder.encode(frame)
    frame.write("b", row: 0, column: 0, style: .bold)
    frame.write("i", row: 0, column: 1, style: CellStyle(isItalic: true))
    frame.write("x", row: 0, column: 2, style: CellStyle(isBold: true, isItalic: true))

    #expect(
      text(encoder.encode(frame)) == "\u{1B}[1;1H\u{1B}[0;1mb\u{1B}[0;3mi\u{1B}[0;1;3mx\u{1B}[0m")
  }

  /// A configuration's colours as xterm-256color's terminfo writes them: the standard eight, the
  /// bright eight and the rest of the palette, for the text and behind it, and blinking.
  @Test func coloursOfThePaletteAreWrittenAsTerminfoWritesThem() {
    var encoder = FrameEncoder()
    var frame = Frame(size: TerminalSize(columns: 10, rows: 1))
    _ = encoder.encode(frame)
    frame.write("a", row: 0, column: 0, style: CellStyle(foreground: .yellow, background: .blue))
    frame.write(
      "b", row: 0, column: 1, style: CellStyle(foreground: .indexed(9), background: .indexed(12)))
    frame.write(
      "c", row: 0, column: 2,
      style: CellStyle(isBlinking: true, foreground: .indexed(208), background: .indexed(3)))

    #expect(
      text(encoder.encode(frame))
        == "\u{1B}[1;1H\u{1B}[0;33;44ma\u{1B}[0;91;104mb\u{1B}[0;5;38;5;208;43mc\u{1B}[0m")
  }

  @Test func theRightHalfOfAWideCharacterIsNeverWritten() {
    var encoder = FrameEncoder()
    var frame = Frame(size: TerminalSize(columns: 6, rows: 1))
    frame.write("漢字x", row: 0, column: 0)

    #expect(text(encoder.encode(frame)) == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1H漢字x")
    frame.write("ab", row: 0, column: 0)
    #expect(text(encoder.encode(frame)) == "\u{1B}[1;1Hab")
    frame.write("字", row: 0, column: 0)
    #expect(text(encoder.encode(frame)) == "\u{1B}[1;1H字")
  }

  /// The terminal advances two columns for a flag and four for a skin-tone emoji, so what
  /// follows one is written without a cursor move only where the terminal's cursor stands.
  @Test func whatFollowsAnEmojiIsWrittenWhereTheTerminalAdvancedTo() {
    var encoder = FrameEncoder()
    var frame = Frame(size: TerminalSize(columns: 12, rows: 1))
    frame.write("🇯🇵a👍🏽b", row: 0, column: 0)
    #expect(text(encoder.encode(frame)) == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1H🇯🇵a👍🏽b")

    frame.write("👋🏿c", row: 0, column: 3)
    #expect(text(encoder.encode(frame)) == "\u{1B}[1;4H👋🏿c")
    frame.write("x", row: 0, column: 9)
    #expect(text(encoder.encode(frame)) == "\u{1B}[1;10Hx")
  }

  @Test func aResizeOrAnInvalidationDrawsTheWholeFrame() {
    var encoder = FrameEncoder()
    var small = Frame(size: TerminalSize(columns: 4, rows: 1))
    small.write("ab", row: 0, column: 0)
    _ = encoder.encode(small)
    #expect(encoder.encode(small).isEmpty)

    encoder.invalidate()
    #expect(text(encoder.encode(small)) == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hab")
    var large = Frame(size: TerminalSize(columns: 5, rows: 1))
    large.write("ab", row: 0, column: 0)
    #expect(text(encoder.encode(large)) == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hab")
  }

  @Test func noControlCharacterIsEverWritten() {
    var encoder = FrameEncoder()
    var frame = Frame(size: TerminalSize(columns: 40, rows: 2))
    frame.write(
      "a\u{1B}[31mb\u{07}c\u{9B}d\u{202E}e\u{0}f\r\ng\u{7F}", row: 0, column: 0)
    frame.write("e\u{301} 👨‍👩‍👧", row: 1, column: 0)
    let written = String(decoding: encoder.encode(frame), as: UTF8.self)

    let withoutSequences = written.replacing(/\x1B\[[0-9;]*[A-Za-z]/, with: "")
    #expect(!withoutSequences.unicodeScalars.contains { $0.properties.generalCategory == .control })
    #expect(!withoutSequences.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
    #expect(withoutSequences.contains("e\u{301}"))
  }

  @Test func aFullRedrawOfTwoHundredBySixtyFitsSixtyFourKilobytes() {
    var encoder = FrameEncoder()
    let size = TerminalSize(columns: 200, rows: 60)

    let bytes = encoder.encode(ReaderScreen.frame(size: size, selected: 5)).count
    #expect(bytes <= 64 * 1_024)
    #expect(bytes > 5_000)
  }

  @Test func movingTheSelectionWritesLessThanAKilobyte() {
    var encoder = FrameEncoder()
    let size = TerminalSize(columns: 200, rows: 60)
    _ = encoder.encode(ReaderScreen.frame(size: size, selected: 5))

    let bytes = encoder.encode(ReaderScreen.frame(size: size, selected: 6))
    #expect(bytes.count <= 1_024)
    #expect(text(bytes).hasPrefix("\u{1B}[6;1H"))
    #expect(!text(bytes).contains("\u{1B}[5;"))
  }

  private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}
