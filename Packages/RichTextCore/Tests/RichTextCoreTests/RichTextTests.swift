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
