import Foundation
import RichTextCore
import Testing

@Suite struct RichTextTests {
  @Test func aBodyOfEmptyParagraphsIsEmptyButARuleIsNot() {
    #expect(RichText(blocks: [RichTextBlock(.paragraph), RichTextBlock(.paragraph)]).isEmpty)
    #expect(!RichText(blocks: [RichTextBlock(.rule)]).isEmpty)
    #expect(!RichText(blocks: [RichTextBlock(.tableRow(isHeader: false), cells: ["a"])]).isEmpty)
  }

  @Test func aBodySurvivesEncodingForTheStore() throws {
    let body = RichText(
      blocks: [
        RichTextBlock(.heading(level: 2), text: "Results"),
        RichTextBlock(
          .listItem(depth: 2, marker: .number(3)), text: "See the paper",
          marks: [RichTextMark(offset: 13, kind: .link(number: 1))], quoteDepth: 1),
        RichTextBlock(.preformatted, text: "let x = 1\n  return x"),
      ],
      links: [RichTextLink(address: "https://example.com/paper")])
    let decoded = try JSONDecoder().decode(RichText.self, from: JSONEncoder().encode(body))
    #expect(decoded == body)
  }
}

@Suite struct PlainTextTests {
  @Test func blocksAreApartByABlankLineWithMarkersAndWithoutMarks() {
    let body = RichText(
      blocks: [
        RichTextBlock(.heading(level: 1), text: "Results"),
        RichTextBlock(
          .paragraph, text: "See the paper for more.",
          marks: [RichTextMark(offset: 13, kind: .link(number: 1))]),
        RichTextBlock(.paragraph),
        RichTextBlock(.listItem(depth: 1, marker: .bullet), text: "first"),
        RichTextBlock(.listItem(depth: 2, marker: .number(2)), text: "nested"),
        RichTextBlock(.rule),
        RichTextBlock(.preformatted, text: "make install\n  done"),
        RichTextBlock(.tableRow(isHeader: true), cells: ["City", "Rain"]),
      ],
      links: [RichTextLink(address: "https://example.com/paper")])
    #expect(
      body.plainText == """
        Results

        See the paper for more.

        * first

          2. nested

        make install
          done

        City  Rain
        """)
  }

  @Test func anEmptyBodyIsEmptyText() {
    #expect(RichText().plainText.isEmpty)
    #expect(RichText(blocks: [RichTextBlock(.rule)]).plainText.isEmpty)
  }
}
