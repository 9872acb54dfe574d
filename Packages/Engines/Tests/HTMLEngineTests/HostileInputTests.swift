import Foundation
import HTMLEngine
import RichTextCore
import Testing

@Suite struct HostileInputTests {
  @Test func deepNestingCostsNoRecursion() {
    let depth = 100_000
    let html =
      String(repeating: "<div><blockquote>", count: depth) + "deep"
      + String(repeating: "</blockquote></div>", count: depth)
    let body = render(html)
    #expect(body.blocks.map(\.text) == ["deep"])
  }

  /// Each `<sup>` rewrites what it holds as it ends: nested ones rewrite only the innermost few,
  /// rather than each all the text inside it, which would cost the square of the depth.
  @Test func deeplyNestedSuperscriptsRewriteOnlyTheInnermost() {
    let depth = 100_000
    let html =
      "<p>" + String(repeating: "<sup>x", count: depth) + String(repeating: "</sup>", count: depth)
    let text = render(html).blocks.first?.text ?? ""
    #expect(text.filter { $0 == "x" }.count == depth)
    #expect(text.contains("x^(x^(x^x))"))
    #expect(text.utf8.count < depth + 64)
  }

  @Test func theNodeLimitKeepsWhatCameBefore() {
    let html = "<p>first</p>" + String(repeating: "<span>x</span>", count: 10_000)
    let document = HTMLDocument(html: html, limits: HTMLLimits(maximumNodes: 1_000))
    #expect(document.isTruncated)
    #expect(document.nodeCount <= 1_000)
    #expect(document.richText(baseURL: nil).blocks.first?.text.hasPrefix("first") == true)
  }

  @Test func theByteLimitCutsAtACharacter() {
    let html = "<p>" + String(repeating: "é", count: 1_000) + "</p>"
    let document = HTMLDocument(html: html, limits: HTMLLimits(maximumBytes: 1_000))
    #expect(document.isTruncated)
    let text = document.richText(baseURL: nil).blocks.map(\.text).joined()
    #expect(text == String(repeating: "é", count: 498))
    let fetched = HTMLDocument(
      bytes: Array(html.utf8), httpCharset: "utf-8", limits: HTMLLimits(maximumBytes: 1_000))
    #expect(fetched.isTruncated)
  }

  @Test func binaryJunkGivesTextWithoutControls() {
    var generator = SystemRandomNumberGenerator()
    let junk = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let body = HTMLDocument(bytes: junk, httpCharset: nil).richText(baseURL: nil)
    for block in body.blocks {
      #expect(
        !block.text.unicodeScalars.contains {
          $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
        })
      for cell in block.cells { #expect(!cell.unicodeScalars.contains { $0.value < 0x20 }) }
    }
  }

  @Test func aPageOfUnclosedTagsAndStrayEndTagsStillReads() {
    let body = render(
      "</div></p><p>one<li>two</ul><td>three</table><b><i>four</b></i><a href=x>five")
    #expect(body.blocks.map(\.text).joined(separator: "|").contains("five"))
    #expect(body.blocks.map(\.text).joined(separator: "|").hasPrefix("one"))
  }

  @Test func hugeAttributesAndManyLinksAreBounded() {
    let long = String(repeating: "a", count: 20_000)
    let body = render(
      "<p><a href=\"https://example.com/\(long)\">too long</a> <img alt=\"\(long)\" src=\"x.png\"></p>"
    )
    #expect(body.links.map(\.address) == ["https://example.com/news/2026/x.png"])
  }

  @Test func jsonLDIsKeptForExtractorsAndNeverRendered() throws {
    let document = HTMLDocument(
      html: """
        <script type="application/ld+json">{"headline":"A <b>head</b>"}</script>
        <script>var x = "ignored";</script><p>text</p>
        """)
    let scripts = (0..<document.nodeCount).map(HTMLNode.init(index:)).filter {
      document.tag(of: $0) == .script
    }
    #expect(scripts.count == 2)
    let kept = try #require(document.children(of: scripts[0]).first { _ in true })
    #expect(document.text(of: kept) == "{\"headline\":\"A <b>head</b>\"}")
    #expect(document.children(of: scripts[1]).first { _ in true } == nil)
    #expect(document.richText(baseURL: nil).blocks.map(\.text) == ["text"])
  }
}
