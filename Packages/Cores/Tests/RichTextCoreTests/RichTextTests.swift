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

  @Test func emphasisSurvivesEncodingAndIsNotWrittenWhereThereIsNone() throws {
    let body = RichText(blocks: [
      RichTextBlock(
        .paragraph, text: "a bold and it",
        emphases: [RichTextEmphasis(2..<6, .bold), RichTextEmphasis(11..<13, [.bold, .italic])]),
      RichTextBlock(.paragraph, text: "plain"),
    ])
    let decoded = try JSONDecoder().decode(RichText.self, from: JSONEncoder().encode(body))
    #expect(decoded == body)

    let plain = try JSONEncoder().encode(RichText(blocks: [body.blocks[1]]))
    #expect(!String(decoding: plain, as: UTF8.self).contains("emphases"))
  }

  /// A body as the store kept it before emphasis was kept, written by that version's encoder.
  @Test func aBodyStoredBeforeEmphasisReadsAsPlainText() throws {
    let stored = #"""
      {"links":[{"kind":{"link":{}},"address":"https:\/\/example.com\/map"}],"blocks":[{"cells":[],\#
      "quoteDepth":0,"kind":{"heading":{"level":2}},"text":"Rain","marks":[]},{"cells":[],\#
      "quoteDepth":1,"kind":{"listItem":{"depth":1,"marker":{"number":{"_0":3}}}},\#
      "text":"See the map","marks":[{"offset":7,"kind":{"link":{"number":1}}},{"offset":11,\#
      "kind":{"image":{"alt":"radar"}}}]},{"cells":["City","Rain"],"quoteDepth":0,\#
      "kind":{"tableRow":{"isHeader":true}},"text":"","marks":[]}]}
      """#

    let body = try JSONDecoder().decode(RichText.self, from: Data(stored.utf8))

    #expect(
      body
        == RichText(
          blocks: [
            RichTextBlock(.heading(level: 2), text: "Rain"),
            RichTextBlock(
              .listItem(depth: 1, marker: .number(3)), text: "See the map",
              marks: [
                RichTextMark(offset: 7, kind: .link(number: 1)),
                RichTextMark(offset: 11, kind: .image(alt: "radar", number: nil)),
              ], quoteDepth: 1),
            RichTextBlock(.tableRow(isHeader: true), cells: ["City", "Rain"]),
          ],
          links: [RichTextLink(address: "https://example.com/map")]))
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
