import Glibc
import Testing
import TextCore

@Suite struct TerminalWidthTests {
  /// The table is the C library's: every scalar, in all seventeen planes, takes the columns
  /// glibc's `wcwidth` gives it in a UTF-8 locale, and none where `wcwidth` answers -1.
  @Test func everyScalarTakesTheColumnsTheCLibraryGivesIt() throws {
    let wcwidth = try #require(CLibrary.wcwidth)
    var differences: [String] = []
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let expected = max(0, Int(wcwidth(wchar_t(bitPattern: value))))
      let width = TerminalWidth.of(scalar)
      if width != expected, differences.count < 20 {
        differences.append(
          "U+\(String(value, radix: 16, uppercase: true)): \(width), not \(expected)")
      }
    }
    #expect(differences.isEmpty, "\(differences)")
  }

  /// What tmux 3.3a advances for each, measured there: a flag two columns, a skin-tone emoji four,
  /// a joined family two, CJK two, a letter with combining marks one, and an emoji written with a
  /// variation selector as wide as its base.
  @Test(
    arguments: [
      ("a", 1), ("🇯🇵", 2), ("🇰", 1), ("👍🏽", 4), ("👋🏿", 4), ("👍", 2),
      ("👨\u{200D}👩\u{200D}👧\u{200D}👦", 2), ("🏳\u{FE0F}\u{200D}🌈", 1), ("漢", 2), ("한", 2),
      ("ア", 2), ("Ａ", 2), ("각", 2), ("e\u{301}", 1), ("a\u{300}\u{301}\u{302}", 1),
      ("❤\u{FE0F}", 1), ("⌚", 2), ("é", 1), ("Ω", 1), ("\u{AD}", 1), ("\u{200B}", 0),
      ("\u{301}", 0), ("\u{E0001}", 0), ("\u{378}", 0), ("\u{1FAF7}\u{1F3FD}", 2),
      ("क\u{94D}\u{200D}ष", 1),
    ] as [(Character, Int)])
  func aCharacterTakesWhatTheTerminalAdvances(character: Character, width: Int) {
    #expect(TerminalWidth.of(character) == width)
  }

  /// A control character is shown as `�` (`TerminalText.shown`), so it takes the column that
  /// takes, although the terminal would advance none for the control itself.
  @Test(
    arguments: ["\u{07}", "\u{1B}", "\r\n", "\u{7F}", "\u{9B}", "\u{202E}", "\u{FEFF}"]
      as [Character])
  func aControlTakesTheColumnOfTheReplacementShownForIt(character: Character) {
    #expect(TerminalWidth.of(character) == 1)
    #expect(TerminalText.shown(character) == "\u{FFFD}")
  }

  /// Each character measured whole is the sum of its scalars, but for what follows a joiner.
  @Test func aCharacterWithoutJoinersIsTheSumOfItsScalars() {
    for character in ["🇯🇵", "👍🏽", "e\u{301}", "각", "❤\u{FE0F}", "ק\u{5B8}"] as [Character] {
      let sum = character.unicodeScalars.reduce(0) { $0 + TerminalWidth.of($1) }
      #expect(TerminalWidth.of(character) == sum, "\(character)")
    }
  }

  /// A joiner that ends a character joins nothing, and is not shown, so that the next character
  /// has cells of its own in the terminal as in the frame.
  @Test func aJoinerThatEndsACharacterIsNotShown() {
    let text = "a\u{200D}ב"
    #expect(text.count == 2)
    #expect(TerminalText.shown(text.first!) == "a")
    #expect(TerminalText.shown("👨\u{200D}👩") == "👨\u{200D}👩")
  }
}

/// The C library's `wcwidth` in a UTF-8 locale, for checking the table against.
private enum CLibrary {
  /// glibc declares `wcwidth` only for `_XOPEN_SOURCE`, which Swift's Glibc module is not built
  /// with, so it is looked up by name, after the character type is set to C.UTF-8: in the C
  /// locale every non-ASCII character is unknown.
  static let wcwidth: (@convention(c) (wchar_t) -> Int32)? = {
    guard setlocale(LC_CTYPE, "C.UTF-8") != nil, let symbol = dlsym(nil, "wcwidth") else {
      return nil
    }
    return unsafeBitCast(symbol, to: (@convention(c) (wchar_t) -> Int32).self)
  }()
}
