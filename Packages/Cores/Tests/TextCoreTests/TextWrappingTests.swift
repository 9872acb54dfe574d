import Testing
import TextCore

struct TextWrappingTests {
  @Test func wordsFillEachLineAndBreakAtSpaces() {
    let text = "The quick brown fox jumps over the lazy dog"
    #expect(
      text.wrapped(toWidth: 10) == ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
    #expect(text.wrapped(toWidth: 43) == [text[...]])
  }

  /// Every line fits, and no text is lost: the words of the lines are the words of the text.
  @Test(arguments: [1, 2, 3, 5, 8, 13, 40])
  func everyLineFitsAndNothingIsLost(width: Int) {
    let text = "Markets 東京都で新しい研究所が開設 🇯🇵🇰🇷 flags, 👍🏽 and e\u{301}te\u{301} words"
    let lines = text.wrapped(toWidth: width)
    for line in lines where line.count > 1 {
      #expect(line.terminalWidth <= width, "\(width): \(line)")
    }
    #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
  }

  @Test func lineBreaksAreKeptAndEmptyLinesStay() {
    #expect("one\n\ntwo three".wrapped(toWidth: 5) == ["one", "", "two", "three"])
    #expect("".wrapped(toWidth: 5) == [""])
    #expect("   ".wrapped(toWidth: 5) == [""])
  }

  /// A word wider than a line starts a line of its own and is broken where the line ends.
  @Test func aVeryLongWordIsBroken() {
    let lines = "see https://example.org/a/very/long/path ok".wrapped(toWidth: 10)
    #expect(lines == ["see", "https://ex", "ample.org/", "a/very/lon", "g/path ok"])
  }

  /// CJK writes no spaces: a line breaks between any two of its characters, by their width of
  /// two columns, but never before closing punctuation.
  @Test func cjkBreaksBetweenCharactersByWidth() {
    let lines = "東京都で新しい研究所が開設された。".wrapped(toWidth: 10)
    #expect(lines == ["東京都で新", "しい研究所", "が開設され", "た。"])
    #expect("東京都。".wrapped(toWidth: 6) == ["東京", "都。"])
    #expect("「東京」です".wrapped(toWidth: 6) == ["「東", "京」で", "す"])
    #expect("Tokyo 東京".wrapped(toWidth: 8) == ["Tokyo 東", "京"])
  }

  @Test func emojiAreMeasuredAsTheTerminalDrawsThem() {
    #expect("🇯🇵🇰🇷🇫🇷".wrapped(toWidth: 4) == ["🇯🇵🇰🇷", "🇫🇷"])
    #expect("👍🏽👋🏿 ok".wrapped(toWidth: 5) == ["👍🏽", "👋🏿", "ok"])
    #expect("👍🏽👋🏿 ok".wrapped(toWidth: 7) == ["👍🏽", "👋🏿 ok"])
    #expect("a 👨‍👩‍👧‍👦 b".wrapped(toWidth: 4) == ["a 👨‍👩‍👧‍👦", "b"])
  }

  /// Zero-width characters stay with their letters and take no room.
  @Test func zeroWidthCharactersTakeNoRoom() {
    #expect("e\u{301}e\u{301}e\u{301} ab".wrapped(toWidth: 6) == ["e\u{301}e\u{301}e\u{301} ab"])
    #expect("a\u{200B}b\u{200B}c d".wrapped(toWidth: 5) == ["a\u{200B}b\u{200B}c d"])
  }

  /// A character wider than the whole line is not lost: it gets a line of its own.
  @Test func aCharacterWiderThanTheLineGetsALineOfItsOwn() {
    #expect("東京".wrapped(toWidth: 1) == ["東", "京"])
    #expect("ab".wrapped(toWidth: 0) == ["a", "b"])
  }

  @Test func theFirstLineMayBeNarrower() {
    let lines = "one two three four".wrapped(toWidth: 10, firstLineWidth: 4)
    #expect(lines == ["one", "two three", "four"])
  }

  /// Lines are slices of the text, so a caller finds where each begins.
  @Test func linesAreSlicesOfTheText() {
    let text = "alpha beta\ngamma delta"
    let starts = text.wrapped(toWidth: 6).map {
      text.utf8.distance(from: text.startIndex, to: $0.startIndex)
    }
    #expect(starts == [0, 6, 11, 17])
  }

  /// Spaces inside a line are kept as written; those where a line breaks belong to no line.
  @Test func spacesWithinALineAreKept() {
    #expect("a  b    c".wrapped(toWidth: 4) == ["a  b", "c"])
  }
}
