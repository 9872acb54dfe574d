import Foundation
import HTMLEngine
import RichTextCore
import Testing

@Suite struct FixtureTests {
  @Test func aWordPressBodyKeepsItsStructure() throws {
    let html = String(decoding: try fixture("wordpress-body.html"), as: UTF8.self)
    let body = RichText(html: html, baseURL: URL(string: "https://example.com/2026/03/council/"))
    #expect(
      body.blocks.map(\.kind) == [
        .paragraph, .paragraph, .heading(level: 3), .listItem(depth: 1, marker: .number(1)),
        .listItem(depth: 1, marker: .number(2)), .listItem(depth: 2, marker: .bullet), .paragraph,
        .paragraph, .preformatted, .tableRow(isHeader: true), .tableRow(isHeader: false),
        .paragraph,
      ])
    #expect(body.blocks[0].text == "The council met on Tuesday to discuss the new budget.")
    #expect(
      body.blocks[1].marks == [
        RichTextMark(offset: 0, kind: .image(alt: "The town hall", number: 2))
      ])
    #expect(body.blocks[4].text == "The library stays open on Sundays.")
    #expect(
      body.blocks[6]
        == RichTextBlock(
          .paragraph, text: "\u{201C}We listened,\u{201D} said the mayor.", quoteDepth: 1))
    #expect(
      body.blocks[7]
        == RichTextBlock(
          .paragraph, text: "Mayor Jones", emphases: [RichTextEmphasis(0..<11, .italic)],
          quoteDepth: 1))
    #expect(body.blocks[8].text == "rate = base * 1.02\nprint(rate)")
    #expect(body.blocks[10].cells == ["Roads", "1.2m", "1.4m"])
    #expect(
      body.links == [
        RichTextLink(address: "https://example.com/2026/03/budget/"),
        RichTextLink(
          address: "https://example.com/wp-content/uploads/2026/03/hall.jpg", kind: .image),
        RichTextLink(address: "https://example.com/2026/03/council/"),
        RichTextLink(address: "https://example.com"),
      ])
  }
}
