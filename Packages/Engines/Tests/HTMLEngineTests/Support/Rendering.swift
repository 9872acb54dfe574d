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

func fixture(_ name: String) throws -> Data {
  let url = try #require(
    Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
  return try Data(contentsOf: url)
}
