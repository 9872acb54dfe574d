import Testing
import TextCore

struct TerminalTextTests {
  @Test(
    arguments: [
      ("Clipboard \u{1B}]52;c;ZWNobyBoaQ==\u{07}grab", "Clipboard grab"),
      ("Clear\u{1B}[2J\u{1B}[H screen", "Clear screen"),
      ("OSC 8 \u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\", "OSC 8 link"),
      ("Colour \u{1B}[1;31mred\u{1B}[0m", "Colour red"),
      ("C1 CSI \u{9B}31mred", "C1 CSI red"),
      ("C1 OSC \u{9D}52;c;AAAA\u{9C}after", "C1 OSC after"),
      ("Bidi \u{202E}evil\u{202C} \u{2066}isolate\u{2069}", "Bidi evil isolate"),
      ("Bell\u{07} and NUL\u{00} and DEL\u{7F}", "Bell and NUL and DEL"),
      ("Keypad \u{1B}=mode \u{1B}(Bcharset", "Keypad mode charset"),
      ("Unterminated \u{1B}]0;title", "Unterminated"),
      ("  Tabs\tand\nnewlines\r\n  ", "Tabs and newlines"),
      ("Ünïcödé — “quotes” 日本語 🎧", "Ünïcödé — “quotes” 日本語 🎧"),
    ] as [(String, String)])
  func strips(_ input: String, _ expected: String) {
    #expect(TerminalText.sanitized(input) == expected)
  }

  /// Format characters that text needs stay, alone and beside characters that are removed.
  @Test(
    arguments: [
      "Family 👨\u{200D}👩\u{200D}👧 emoji",
      "Persian \u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}",
      "Soft hy\u{AD}phen",
      "Red heart \u{2764}\u{FE0F} and keycap 1\u{FE0F}\u{20E3}",
      "Scotland \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
      "Zero\u{200B}width space and word\u{2060}joiner",
    ])
  func keepsTheFormatCharactersTextNeeds(_ text: String) {
    #expect(TerminalText.sanitized(text) == text)
    #expect(TerminalText.sanitized("\u{202E}" + text + "\u{1B}[2J") == text)
    #expect(text.unicodeScalars.allSatisfy { !TerminalText.isControl($0) })
  }

  /// The trial saw "東京　渋滞" lose its ideographic space to an ASCII one: a different width on
  /// screen, and another text.
  @Test func theIdeographicSpaceIsACharacterNotSpaceToCollapse() {
    #expect(TerminalText.sanitized("東京\u{3000}渋滞") == "東京\u{3000}渋滞")
    #expect(TerminalText.sanitized("\u{3000}見出し") == "\u{3000}見出し")
    #expect(TerminalText.sanitized("a\u{2003}\u{2003}b") == "a b")
  }

  @Test func keepsLineBreaksWhenAsked() {
    #expect(TerminalText.sanitized("One\n\n\u{1B}[2JTwo", keepsLineBreaks: true) == "One\nTwo")
  }

  /// Clean text is returned as it is; these are the near misses that still need the slow path.
  @Test(
    arguments: [
      (" leading", false, "leading"),
      ("trailing ", false, "trailing"),
      ("two  spaces", false, "two spaces"),
      ("no-break\u{A0}space and em\u{2003}space", false, "no-break space and em space"),
      ("one\ntwo", false, "one two"),
      ("one\ntwo", true, "one\ntwo"),
      ("one \ntwo", true, "one\ntwo"),
      ("one\n two", true, "one\ntwo"),
      ("\none", true, "one"),
      ("one\u{2028}two", true, "one\ntwo"),
      ("", false, ""),
    ] as [(String, Bool, String)])
  func foldsWhiteSpace(_ input: String, _ keepsLineBreaks: Bool, _ expected: String) {
    let once = TerminalText.sanitized(input, keepsLineBreaks: keepsLineBreaks)
    #expect(once == expected)
    #expect(TerminalText.sanitized(once, keepsLineBreaks: keepsLineBreaks) == once)
  }

  @Test func noControlCharacterSurvivesAnyInput() {
    var hostile = ""
    for value in 0...0x9F { hostile.unicodeScalars.append(Unicode.Scalar(value)!) }
    for value in [
      0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ] {
      hostile.unicodeScalars.append(Unicode.Scalar(value)!)
    }
    let cleaned = TerminalText.sanitized(hostile + "\u{9C}end")
    #expect(
      cleaned.unicodeScalars.allSatisfy { scalar in
        scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value)
          && !(0x202A...0x202E).contains(scalar.value)
          && !(0x2066...0x2069).contains(scalar.value)
      })
    #expect(cleaned.hasSuffix("end"))
  }
}
