import Testing
import TextCore

/// Bodies keep their shape: blank lines between paragraphs and the indentation of code survive,
/// while everything that could drive a terminal goes, as in every other piece of feed text.
struct TerminalTextLayoutTests {
  @Test func blankLinesAndIndentationSurviveAndEscapesDoNot() {
    #expect(
      TerminalText.sanitizedKeepingLayout(
        "One.\n\n  let x = 1\r\n\tdone\u{1B}[2J\u{1B}]0;pwned\u{7}")
        == "One.\n\n  let x = 1\n        done")
    #expect(TerminalText.sanitizedKeepingLayout("a\u{2028}b\u{202E}c\u{85}") == "a\nbc\n")
  }

  @Test func cleanTextIsReturnedAsItIs() {
    let text = "Paragraph one.\n\nParagraph  two, 👨‍👩‍👧 and 東京."
    #expect(TerminalText.sanitizedKeepingLayout(text) == text)
  }
}
