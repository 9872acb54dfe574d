import ArticleClient
import Foundation
import RichTextCore
import Testing

@Suite struct ArticleJSONTests {
  @Test func everyKeyIsThereAndTheBylineIsNullWhenThePageNamesNoAuthor() throws {
    let article = ExtractedArticle(
      url: URL(string: "https://example.org/news/trains")!, title: "Night trains",
      body: RichText(blocks: [
        RichTextBlock(.paragraph, text: "First."), RichTextBlock(.paragraph, text: "Second."),
      ]))
    #expect(
      try ArticleJSON(article).encoded()
        == #"{"byline":null,"text":"First.\n\nSecond.","title":"Night trains","url":"https://example.org/news/trains"}"#
    )
  }

  /// A page is written by a stranger, and a script's output often ends on a terminal.
  @Test func noEscapeSequenceReachesAFieldAndTheTextKeepsItsLayout() {
    let article = ExtractedArticle(
      url: URL(string: "https://example.org/a")!, title: "Clear\u{1B}[2J\u{1B}[H screen",
      byline: "By \u{202E}Maria",
      body: RichText(blocks: [
        RichTextBlock(.paragraph, text: "One\u{1B}]52;c;ZWNobw==\u{07} line"),
        RichTextBlock(.preformatted, text: "a  b\n  c"),
      ]))
    let json = ArticleJSON(article)
    #expect(json.title == "Clear screen")
    #expect(json.byline == "By Maria")
    #expect(json.text.hasPrefix("One line\n\n"))
    #expect(json.text.contains("a  b\n  c"))
  }
}
