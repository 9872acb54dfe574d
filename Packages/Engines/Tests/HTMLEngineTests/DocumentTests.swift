import Foundation
import HTMLEngine
import Testing

@Suite struct DocumentTests {
  @Test func nodesAreInDocumentOrderWithTheirDescendantsAsARange() throws {
    let document = HTMLDocument(
      html:
        "<html><head><title> The  title </title></head><body><div id=main class=\"a b\"><p>one <b>two</b></p><p>three</p></div></body></html>"
    )
    #expect(document.title == "The title")
    let div = try #require(document.firstElement(.div))
    #expect(document.attribute(.id, of: div) == "main")
    #expect(document.attribute(.class, of: div) == "a b")
    #expect(document.attribute(.href, of: div) == nil)
    let paragraphs = Array(document.children(of: div))
    #expect(paragraphs.map { document.tag(of: $0) } == [.p, .p])
    #expect(document.collapsedText(of: div) == "one two three")
    #expect(document.parent(of: paragraphs[0]) == div)
    #expect(
      document.descendants(of: paragraphs[0]).map { document.tag(of: $0) } == [.text, .b, .text])
    #expect(document.end(of: div) > paragraphs[1])
    #expect(document.parent(of: document.root) == nil)
  }

  @Test func onlyPartsOfADocumentCanBeRendered() throws {
    let document = HTMLDocument(
      html:
        "<nav><a href=/>Home</a></nav><article><h1>Title</h1><p>Body</p><aside>Related</aside></article>"
    )
    let article = try #require(document.firstElement(.article))
    let body = document.richText(of: [article], baseURL: nil) { document.tag(of: $0) == .aside }
    #expect(body.blocks.map(\.text) == ["Title", "Body"])
  }

  @Test func aBlockLeftOutStillSeparatesTheTextAroundIt() throws {
    let document = HTMLDocument(
      html: "<div>One ended<div class=\"ad\">Buy</div>Two began <b>and</b> went on</div>")
    let div = try #require(document.firstElement(.div))
    let body = document.richText(of: [div], baseURL: nil) {
      document.attribute(.class, of: $0) == "ad"
    }
    #expect(body.blocks.map(\.text) == ["One ended", "Two began and went on"])
  }

  @Test func unknownAndLongNamesAreTold() {
    let document = HTMLDocument(
      html: "<blockquote><figcaption>x</figcaption><my-widget>y</my-widget><plaintext>z")
    let tags = (0..<document.nodeCount).map { document.tag(of: HTMLNode(index: $0)) }
    #expect(tags.contains(.blockquote) && tags.contains(.figcaption) && tags.contains(.other))
  }
}
