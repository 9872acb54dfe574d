import Foundation
import HTMLEngine
import RichTextCore
import Testing

let exampleBase = URL(string: "https://example.com/news/2026/story.html")!

func render(_ html: String, base: URL? = exampleBase) -> RichText {
  RichText(html: html, baseURL: base)
}

/// The blocks' texts, for assertions about text alone.
func texts(_ html: String) -> [String] {
  render(html).blocks.map(\.text)
}

/// The body's lines as a reader shows them, marks written in, without the "Links:" section and
/// the blank line before it.
func shownLines(_ body: RichText) -> [String] {
  let lines = RichTextLayout(body, width: 200).lines.prefix { $0.style != .links }.map(\.text)
  return lines.last == "" && !body.links.isEmpty ? Array(lines.dropLast()) : lines
}

func fixture(_ name: String) throws -> Data {
  let url = try #require(
    Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
  return try Data(contentsOf: url)
}
