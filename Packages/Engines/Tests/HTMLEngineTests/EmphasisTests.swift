import HTMLEngine
import RichTextCore
import Testing

/// `<strong>` and `<b>` as bold stretches of a block's text, `<em>`, `<i>`, `<cite>` and `<dfn>`
/// as italic ones, with the words alone in the text.
@Suite struct EmphasisTests {
  /// The block's stressed words and how each is stressed.
  static func stressed(_ block: RichTextBlock) -> [(String, RichTextEmphasis.Style)] {
    let bytes = Array(block.text.utf8)
    return block.emphases.map { (String(decoding: bytes[$0.range], as: UTF8.self), $0.style) }
  }

  @Test func strongIsBoldAndEmIsItalic() {
    let body = render("<p>a <strong>bold</strong> and <em>it</em></p>")

    #expect(body.blocks[0].text == "a bold and it")
    #expect(
      body.blocks[0].emphases == [
        RichTextEmphasis(2..<6, .bold), RichTextEmphasis(11..<13, .italic),
      ]
    )
    #expect(body.plainText == "a bold and it")
  }

  @Test func bIsBoldAndIAndCiteAndDfnAreItalic() {
    let block = render(
      "<p><b>b</b>, <i>i</i>, <cite>cite</cite>, <dfn>dfn</dfn>, <span>span</span></p>"
    ).blocks[0]

    #expect(block.text == "b, i, cite, dfn, span")
    #expect(
      Self.stressed(block).map { "\($0.0) \($0.1.rawValue)" } == [
        "b 1", "i 2", "cite 2", "dfn 2",
      ])
  }

  @Test func nestedEmphasisCombinesAndTheSpacesBetweenWordsStayOutside() {
    let block = render("<p>x <b>all <i>of</i> it</b>, and <b>two<!-- --> nodes</b></p>").blocks[0]

    #expect(block.text == "x all of it, and two nodes")
    #expect(
      block.emphases == [
        RichTextEmphasis(2..<5, .bold), RichTextEmphasis(6..<8, [.bold, .italic]),
        RichTextEmphasis(9..<11, .bold), RichTextEmphasis(17..<26, .bold),
      ])
  }

  @Test func aHeadingKeepsItsOwnStyleAndItsItalicWords() {
    let body = render(
      """
      <h2>The <em>real</em> story</h2>
      <table><tr><th><b>City</b></th><th>Rain</th></tr><tr><td>Lyon</td><td>12</td></tr></table>
      """)

    #expect(body.blocks[0].kind == .heading(level: 2))
    #expect(body.blocks[0].emphases == [RichTextEmphasis(4..<8, .italic)])
    #expect(body.blocks[1] == RichTextBlock(.tableRow(isHeader: true), cells: ["City", "Rain"]))
  }

  @Test func aLinkedWordKeepsItsEmphasisAndTheNextWordsKeepTheirs() {
    let body = render("<p><a href=\"/a\"><b>word</b></a> then <i>it</i></p>")
    let line = RichTextLayout(body, width: 80).lines[0]

    #expect(line.text == "word[1] then it")
    #expect(line.emphases == [RichTextEmphasis(0..<4, .bold), RichTextEmphasis(13..<15, .italic)])
  }

  @Test func aListItemsSecondParagraphKeepsItsEmphasisInPlace() {
    let block = render("<ul><li><p>first</p><p>then <b>this</b></p></li></ul>").blocks[0]

    #expect(block.text == "first\nthen this")
    #expect(Self.stressed(block).map(\.0) == ["this"])
  }

  @Test func aScriptInsideBoldTextStaysBold() {
    let block = render("<p>so <b>E=mc<sup>2</sup></b> holds</p>").blocks[0]

    #expect(block.text == "so E=mc² holds")
    #expect(Self.stressed(block).map(\.0) == ["E=mc²"])
  }
}
