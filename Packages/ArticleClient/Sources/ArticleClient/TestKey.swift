import Dependencies
import Foundation
import NetworkCore
import RichTextCore

extension ArticleClient: TestDependencyKey {
  /// Every endpoint fails the test that calls it, naming the endpoint.
  ///
  /// Tests start here and override only the endpoints their flow should use, so that a flow that
  /// starts calling something new is caught.
  public static let testValue = ArticleClient(
    fetchArticle: unimplemented("ArticleClient.fetchArticle")
  )

  /// An article of the kind reader mode finds, for any address, without the network: for the
  /// app's `--preview` and for trying features out. An address on `example.invalid` has no
  /// article, so a preview can show that failure too.
  public static let previewValue = ArticleClient(
    fetchArticle: { url in
      guard WebAddress.isWeb(url) else { throw ArticleClientError.network(url, .notWeb) }
      if url.host == "example.invalid" { throw ArticleClientError.noArticle(url) }
      return ExtractedArticle.sample(url: url)
    }
  )
}

extension ExtractedArticle {
  /// A short article with the structure reader mode keeps: a heading, paragraphs with links, a
  /// list, a quote and an image.
  public static func sample(url: URL) -> ExtractedArticle {
    ExtractedArticle(
      url: url,
      title: "Night trains return to the Alps",
      byline: "By Maria Keller",
      body: RichText(
        blocks: [
          RichTextBlock(
            .paragraph,
            text:
              "Sleeper services between Zurich, Vienna and Ljubljana resume on Sunday, two years after the last one was withdrawn.",
            marks: [RichTextMark(offset: 53, kind: .link(number: 1))]),
          RichTextBlock(
            .paragraph,
            marks: [
              RichTextMark(offset: 0, kind: .image(alt: "A sleeper car at Zurich HB", number: 2))
            ]),
          RichTextBlock(.heading(level: 2), text: "What changes"),
          RichTextBlock(
            .listItem(depth: 1, marker: .bullet), text: "Three departures a week in each direction"),
          RichTextBlock(.listItem(depth: 1, marker: .bullet), text: "Couchettes from 59 euros"),
          RichTextBlock(
            .paragraph,
            text: "\u{201C}Demand came back faster than we planned for,\u{201D} the operator said.",
            quoteDepth: 1),
          RichTextBlock(
            .paragraph,
            text: "Tickets go on sale on Monday; the timetable is on the operator's site.",
            marks: [RichTextMark(offset: 43, kind: .link(number: 3))]),
        ],
        links: [
          RichTextLink(address: "https://example.com/routes/zurich-vienna"),
          RichTextLink(address: "https://example.com/images/sleeper.jpg", kind: .image),
          RichTextLink(address: "https://example.com/timetable"),
        ]))
  }
}
