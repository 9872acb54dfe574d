import Testing
import TextCore

struct TextFittingTests {
  @Test(arguments: [
    ("World Desk", 10), ("日本経済新聞", 12), ("NHK ニュース", 12), ("Café", 4), ("e\u{301}té", 3),
    ("😀 news", 7), ("❤\u{FE0F}", 1), ("🇯🇵🇰🇷 flags", 10), ("👍🏽👋🏿", 8), ("", 0),
    ("한국어 제목 🇰🇷 테스트", 21),
  ])
  func textIsMeasuredInColumns(text: String, width: Int) {
    #expect(text.terminalWidth == width)
    #expect(Substring(text).terminalWidth == width)
  }

  /// A control character takes the column of the `�` it is shown as, so text measured before it
  /// is drawn fits as it is drawn.
  @Test func aControlCharacterTakesTheColumnOfItsReplacement() {
    #expect("a\u{1B}b".terminalWidth == 3)
    #expect("a\tb".terminalWidth == 3)
  }

  @Test func textThatFitsIsKeptWhole() {
    #expect("日本経済新聞".truncated(toWidth: 12) == "日本経済新聞")
    #expect("short".truncated(toWidth: 20) == "short")
    #expect("".truncated(toWidth: 0) == "")
  }

  @Test func longerTextEndsInAnEllipsisWithinTheWidth() {
    let cut = "日本経済新聞".truncated(toWidth: 9)
    #expect(cut == "日本経済…")
    #expect(cut.terminalWidth == 9)
    #expect("Ceasefire holds".truncated(toWidth: 6) == "Cease…")
  }

  /// Cut where a wide character would straddle the limit, the line is left a column short rather
  /// than the character split, which no terminal can draw.
  @Test func aWideCharacterIsNeverCutInHalf() {
    for limit in 1...14 {
      let cut = "日本経済新聞a".truncated(toWidth: limit)
      #expect(cut.terminalWidth <= limit, "\(limit): \(cut)")
      #expect(cut.terminalWidth >= limit - 1, "\(limit): \(cut)")
      #expect(cut.last == "…" || cut == "日本経済新聞a", "\(limit): \(cut)")
    }
    #expect("日本経済新聞".truncated(toWidth: 8) == "日本経…")
    #expect("ab😀cd".truncated(toWidth: 4) == "ab…")
    #expect("ab👍🏽cd".truncated(toWidth: 6) == "ab…")
    #expect("ab👍🏽cd".truncated(toWidth: 7) == "ab👍🏽…")
  }

  /// Cut rather than truncated: every character is kept, spaces too, in pieces that each fit,
  /// and a wide character is never split across two.
  @Test func cutTextKeepsEveryCharacterInPiecesThatFit() {
    #expect("abcdefg".cut(toWidth: 3) == ["abc", "def", "g"])
    #expect("a  b".cut(toWidth: 2) == ["a ", " b"])
    #expect("日本経済新聞".cut(toWidth: 5) == ["日本", "経済", "新聞"])
    #expect("".cut(toWidth: 4) == [""])
    for width in 1...8 {
      let pieces = "ab日本👍🏽c d".cut(toWidth: width)
      #expect(pieces.joined() == "ab日本👍🏽c d", "\(width)")
      #expect(
        pieces.allSatisfy { $0.terminalWidth <= width || $0.count == 1 }, "\(width): \(pieces)")
    }
  }

  @Test func combiningMarksStayWithTheirCharacter() {
    #expect("e\u{301}e\u{301}e\u{301}e\u{301}".truncated(toWidth: 3) == "e\u{301}e\u{301}…")
  }

  @Test func noRoomLeavesNothing() {
    #expect("anything".truncated(toWidth: 0) == "")
    #expect("anything".truncated(toWidth: -3) == "")
    #expect("anything".truncated(toWidth: 1) == "…")
  }

  @Test func paddingFillsTheColumn() {
    #expect("日本".padded(toWidth: 6) == "日本  ")
    #expect("ab".padded(toWidth: 6) == "ab    ")
    #expect("日本経済".padded(toWidth: 6) == "日本経済")
    #expect("🇯🇵".padded(toWidth: 6).terminalWidth == 6)
    #expect("🇯🇵".padded(toWidth: 6) == "🇯🇵    ")
  }
}
