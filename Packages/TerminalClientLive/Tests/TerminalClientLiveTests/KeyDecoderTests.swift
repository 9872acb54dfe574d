import TerminalClient
import Testing

@testable import TerminalClientLive

@Suite struct KeyDecoderTests {
  @Test func textInAnyScript() {
    var decoder = KeyDecoder()
    #expect(
      decoder.decode(Array("jé漢😀Ωа?".utf8))
        == ["j", "é", "漢", "😀", "Ω", "а", "?"].map { Key.character($0) })
    #expect(!decoder.isWaiting)
  }

  @Test func aCharacterSplitAcrossReadsWaitsForItsLastByte() {
    var decoder = KeyDecoder()
    let bytes = Array("漢".utf8)
    #expect(decoder.decode(bytes.prefix(2)) == [])
    #expect(decoder.isWaiting)
    #expect(decoder.decode(bytes.suffix(1)) == [.character("漢")])
  }

  @Test func combiningMarksAndEmojiSequencesArriveAsOneCharacter() {
    var decoder = KeyDecoder()
    #expect(
      decoder.decode(Array("e\u{301}👨‍👩‍👧🇫🇷".utf8))
        == [.character("e\u{301}"), .character("👨‍👩‍👧"), .character("🇫🇷")])
  }

  @Test func invalidUTF8AndC1ControlsAreDropped() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xFF, 0x80, 0xC0, 0xAF, 0xC2, 0x9B, 0x61]) == [.character("a")])
    #expect(decoder.decode([0xE6, 0x61]) == [.character("a")])
  }

  @Test func aTruncatedCharacterIsDroppedOnFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xE6, 0xBC]) == [])
    #expect(decoder.flush() == [])
    #expect(!decoder.isWaiting)
  }

  @Test func controlKeys() {
    var decoder = KeyDecoder()
    #expect(
      decoder.decode([0x0D, 0x0A, 0x09, 0x7F, 0x08])
        == [.enter, .enter, .tab, .backspace, .backspace])
    #expect(
      decoder.decode([0x01, 0x03, 0x0C, 0x1A])
        == [.control("a"), .control("c"), .control("l"), .control("z")])
    #expect(decoder.decode([0x00, 0x1C, 0x1D, 0x1E, 0x1F]) == [])
  }

  @Test func aLoneEscapeWaitsForTheTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.isWaiting)
    #expect(decoder.flush() == [.escape])
  }

  @Test func escapeFollowedByAKeyIsBoth() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x1B]) == [.escape])
    #expect(decoder.flush() == [.escape])
    #expect(decoder.decode([0x1B, 0x6A]) == [.escape, .character("j")])
  }

  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
    ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
    ("\u{1B}[7~", .home), ("\u{1B}[8~", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete),
    ("\u{1B}[1;5A", .up), ("\u{1B}[3;2~", .delete),
  ])
  func escapeSequences(sequence: String, key: Key) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array(sequence.utf8)) == [key])
    #expect(!decoder.isWaiting)
  }

  @Test func aSequenceSplitAcrossReadsIsOneKey() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[".utf8)) == [])
    #expect(decoder.decode(Array("5".utf8)) == [])
    #expect(decoder.decode(Array("~j".utf8)) == [.pageUp, .character("j")])
  }

  @Test func unknownSequencesAreDroppedWhole() {
    var decoder = KeyDecoder()
    let unknown = [
      "\u{1B}[2~", "\u{1B}[15~", "\u{1B}[Z", "\u{1B}OP", "\u{1B}[[A", "\u{1B}[<0;10;5M",
      "\u{1B}[?1;2c", "\u{1B}[200~",
    ]
    for sequence in unknown {
      #expect(decoder.decode(Array((sequence + "x").utf8)) == [.character("x")], "\(sequence)")
    }
  }

  @Test func anUnfinishedSequenceIsDroppedOnFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[1;".utf8)) == [])
    #expect(decoder.flush() == [])
    #expect(decoder.decode(Array("\u{1B}O".utf8)) == [])
    #expect(decoder.flush() == [])
    #expect(!decoder.isWaiting)
  }

  @Test func aSequenceInterruptedByAnotherIsDropped() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[1\u{1B}[A".utf8)) == [.up])
  }

  @Test func anEndlessSequenceIsNotHeldForever() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[".utf8) + Array(repeating: 0x31, count: 100)) == [])
    #expect(!decoder.isWaiting)
  }
}
