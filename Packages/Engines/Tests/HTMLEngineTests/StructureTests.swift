import Foundation
import HTMLEngine
import RichTextCore
import Testing

@Suite struct StructureTests {
  @Test func paragraphsAndHeadingsAreBlocksOfTheirKind() {
    let body = render("<h2>Results</h2><p>First.</p><p>Second <em>one</em>.</p><h6>Small</h6>")
    #expect(
      body.blocks == [
        RichTextBlock(.heading(level: 2), text: "Results"),
        RichTextBlock(.paragraph, text: "First."),
        RichTextBlock(
          .paragraph, text: "Second one.", emphases: [RichTextEmphasis(7..<10, .italic)]),
        RichTextBlock(.heading(level: 6), text: "Small"),
      ])
  }

  @Test func unclosedParagraphsAndBareTextBecomeParagraphs() {
    #expect(
      texts("Intro text<p>one<p>two<div>three</div>tail") == [
        "Intro text", "one", "two", "three", "tail",
      ])
  }

  @Test func nestedListsKeepTheirDepthAndNumbersHonourStart() {
    let body = render(
      """
      <ul><li>apples<ul><li>green</li><li>red<ol start="7"><li>seven<li>eight</ol></li></ul></li>
      <li>pears</li></ul>
      <ol><li>one</li><li value="10">ten</li><li>eleven</li></ol>
      <ol reversed><li>three</li><li>two</li><li>one</li></ol>
      """)
    let kinds = body.blocks.map(\.kind)
    #expect(
      kinds == [
        .listItem(depth: 1, marker: .bullet), .listItem(depth: 2, marker: .bullet),
        .listItem(depth: 2, marker: .bullet), .listItem(depth: 3, marker: .number(7)),
        .listItem(depth: 3, marker: .number(8)), .listItem(depth: 1, marker: .bullet),
        .listItem(depth: 1, marker: .number(1)), .listItem(depth: 1, marker: .number(10)),
        .listItem(depth: 1, marker: .number(11)), .listItem(depth: 1, marker: .number(3)),
        .listItem(depth: 1, marker: .number(2)), .listItem(depth: 1, marker: .number(1)),
      ])
    #expect(
      body.blocks.map(\.text).prefix(6) == ["apples", "green", "red", "seven", "eight", "pears"])
  }

  @Test func paragraphsOfOneListItemStayInIt() {
    let body = render("<ol><li><p>First part.</p><p>Second part.</p></li><li>Next</li></ol>")
    #expect(
      body.blocks == [
        RichTextBlock(.listItem(depth: 1, marker: .number(1)), text: "First part.\nSecond part."),
        RichTextBlock(.listItem(depth: 1, marker: .number(2)), text: "Next"),
      ])
  }

  /// A description stands in under its term, every paragraph of it, on screen and in plain text.
  @Test func descriptionsAreIndentedUnderTheirTerms() {
    let body = render(
      """
      <dl><dt>Quorum</dt><dd>Enough members to vote.</dd>
      <dt>Whip</dt><dd><p>Keeps members in line.</p><p>Counts the votes.</p></dd></dl>
      <p>After.</p>
      """)
    #expect(
      body.blocks == [
        RichTextBlock(.paragraph, text: "Quorum"),
        RichTextBlock(.description, text: "Enough members to vote."),
        RichTextBlock(.paragraph, text: "Whip"),
        RichTextBlock(.description, text: "Keeps members in line."),
        RichTextBlock(.description, text: "Counts the votes."),
        RichTextBlock(.paragraph, text: "After."),
      ])
    #expect(
      body.plainText
        == "Quorum\n\n    Enough members to vote.\n\nWhip\n\n    Keeps members in line.\n\n"
        + "    Counts the votes.\n\nAfter.")
  }

  @Test func preformattedTextIsKeptLineForLine() {
    let body = render(
      "<p>Code:</p><pre>\nfunc f() {\n    return  1\n}\n\tdone\n\n</pre><p>after</p>")
    #expect(
      body.blocks[1]
        == RichTextBlock(.preformatted, text: "func f() {\n    return  1\n}\n        done"))
    #expect(body.blocks[2].text == "after")
  }

  @Test func codeBlocksWithMarkupInsideKeepTheirLines() {
    let body = render(
      "<pre><code><span class=k>let</span> x = 1\n<span class=k>let</span> y = 2<br>z</code></pre>")
    #expect(body.blocks == [RichTextBlock(.preformatted, text: "let x = 1\nlet y = 2\nz")])
  }

  @Test func blockQuotesCountTheirDepth() {
    let body = render(
      "<blockquote><p>outer</p><blockquote><p>inner</p></blockquote><p>back</p></blockquote><p>out</p>"
    )
    #expect(body.blocks.map(\.quoteDepth) == [1, 2, 1, 0])
    #expect(body.blocks.map(\.text) == ["outer", "inner", "back", "out"])
  }

  @Test func dataTablesBecomeRowsOfCells() {
    let body = render(
      """
      <table><caption>Prices</caption>
      <thead><tr><th>Fruit</th><th>Price</th></tr></thead>
      <tbody><tr><td>Apple <b>red</b></td><td>1.20</td></tr>
      <tr><td>Pear</td><td></td></tr></tbody></table>
      """)
    #expect(
      body.blocks == [
        RichTextBlock(.paragraph, text: "Prices"),
        RichTextBlock(.tableRow(isHeader: true), cells: ["Fruit", "Price"]),
        RichTextBlock(.tableRow(isHeader: false), cells: ["Apple red", "1.20"]),
        RichTextBlock(.tableRow(isHeader: false), cells: ["Pear", ""]),
      ])
  }

  @Test func layoutTablesReadAsBlocks() {
    let body = render(
      "<table><tr><td><p>Column one says this.</p></td><td><ul><li>and that</li></ul></td></tr></table>"
    )
    #expect(body.blocks.map(\.text) == ["Column one says this.", "and that"])
    #expect(!body.blocks.contains { if case .tableRow = $0.kind { true } else { false } })
  }

  @Test func rulesAndLineBreaks() {
    let body = render("<p>one<br>two<br/>three</p><hr><p>a<br><br>b</p>")
    #expect(
      body.blocks == [
        RichTextBlock(.paragraph, text: "one\ntwo\nthree"), RichTextBlock(.rule),
        RichTextBlock(.paragraph, text: "a"), RichTextBlock(.paragraph, text: "b"),
      ])
  }

  @Test func figuresKeepTheImageAndTheCaption() {
    let body = render(
      "<figure><img src=\"/img/cat.jpg\" alt=\"A cat\"><figcaption>The cat, asleep.</figcaption></figure>"
    )
    #expect(body.blocks.count == 2)
    #expect(
      body.blocks[0].marks == [RichTextMark(offset: 0, kind: .image(alt: "A cat", number: 1))])
    #expect(body.blocks[1].text == "The cat, asleep.")
    #expect(body.links == [RichTextLink(address: "https://example.com/img/cat.jpg", kind: .image)])
  }
}
