import RichTextCore
import Testing

/// Emphasis laid out with the words it stresses: each line says which of its own bytes are bold
/// or italic, wherever the line breaks and whatever marks are written in before them.
@Suite struct RichTextEmphasisTests {
  typealias Style = RichTextEmphasis.Style

  /// Each line's emphasised text and its style, read back through the line's own offsets.
  static func emphasised(_ layout: RichTextLayout) -> [[String: Style]] {
    layout.lines.filter { $0.style != .links }.map { line in
      let bytes = Array(line.text.utf8)
      var found: [String: Style] = [:]
      for emphasis in line.emphases {
        found[String(decoding: bytes[emphasis.range], as: UTF8.self)] = emphasis.style
      }
      return found
    }
  }

  @Test func boldAndItalicWordsAreStretchesOfTheirLine() {
    let body = RichText(blocks: [
      RichTextBlock(
        .paragraph, text: "a bold and it",
        emphases: [RichTextEmphasis(2..<6, .bold), RichTextEmphasis(11..<13, .italic)])
    ])
    let layout = RichTextLayout(body, width: 40)

    #expect(layout.lines.map(\.text) == ["a bold and it"])
    #expect(Self.emphasised(layout) == [["bold": .bold, "it": .italic]])
  }

  @Test func aStretchThatALineBreakCutsGoesOnInTheNextLineAfterTheIndent() {
    let text = "Take very great care now"
    let body = RichText(blocks: [
      RichTextBlock(
        .listItem(depth: 1, marker: .bullet), text: text,
        emphases: [RichTextEmphasis(5..<20, [.bold, .italic])])
    ])
    let layout = RichTextLayout(body, width: 14)

    #expect(layout.lines.map(\.text) == ["* Take very", "  great care", "  now"])
    #expect(
      Self.emphasised(layout) == [
        ["very": [.bold, .italic]], ["great care": [.bold, .italic]], [:],
      ]
    )
  }

  @Test func marksWrittenInBeforeAStretchMoveItAndMarksInsideItAreNotEmphasised() {
    // Shown as "a [image: map][1]bold[2] word[3] then it".
    let body = RichText(blocks: [
      RichTextBlock(
        .paragraph, text: "a bold word then it",
        marks: [
          RichTextMark(offset: 2, kind: .image(alt: "map", number: 1)),
          RichTextMark(offset: 6, kind: .link(number: 2)),
          RichTextMark(offset: 11, kind: .link(number: 3)),
        ],
        emphases: [RichTextEmphasis(2..<11, .bold), RichTextEmphasis(17..<19, .italic)])
    ])
    let layout = RichTextLayout(body, width: 80)

    #expect(layout.lines.first?.text == "a [image: map][1]bold[2] word[3] then it")
    #expect(
      layout.lines.first?.emphases == [
        RichTextEmphasis(17..<21, .bold), RichTextEmphasis(24..<29, .bold),
        RichTextEmphasis(38..<40, .italic),
      ])
  }

  @Test func aStretchFromStoredDataIsKeptWithinItsTextAndWholeCharacters() {
    let body = RichText(blocks: [
      RichTextBlock(
        .paragraph, text: "né fin",
        emphases: [RichTextEmphasis(2..<3, .bold), RichTextEmphasis(2..<99, .italic)])
    ])
    let layout = RichTextLayout(body, width: 80)

    #expect(
      layout.lines.first?.emphases == [RichTextEmphasis(1..<3, .bold), .init(3..<7, .italic)])
  }

  @Test func emphasisLeavesPlainTextAsItWas() {
    let emphasised = RichText(blocks: [
      RichTextBlock(.paragraph, text: "a bold and it", emphases: [RichTextEmphasis(2..<6, .bold)])
    ])

    #expect(emphasised.plainText == "a bold and it")
  }
}
