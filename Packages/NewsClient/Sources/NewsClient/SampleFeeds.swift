import Foundation
import RichTextCore

/// The content of ``NewsClient/previewValue``: three feeds a person would recognise the shape of.
enum SampleFeeds {
  static func feed(for url: URL, now: Date) -> Feed {
    let host = url.host?.lowercased() ?? ""
    if host.contains("npr") {
      return bulletin(url: url, now: now)
    }
    if host.contains("ycombinator") || host.contains("tech") {
      return headlines(url: url, title: "Tech Wire", items: technology, now: now)
    }
    return headlines(url: url, title: "World Report", items: world, now: now)
  }

  /// The address of the sample bulletin's audio, which the preview player "plays".
  static let bulletinAudioURL = URL(string: "https://audio.example.org/news-now/bulletin.mp3")!

  private static func bulletin(url: URL, now: Date) -> Feed {
    let topOfHour = Date(
      timeIntervalSince1970: (now.timeIntervalSince1970 / 3600).rounded(.down) * 3600)
    return Feed(
      url: url,
      title: "News Now",
      link: URL(string: "https://news.example.org/news-now"),
      summary: "The latest news in five minutes, updated hourly.",
      format: .rss,
      articles: [
        Article(
          guid: Article.GUID("news-now-\(Int(topOfHour.timeIntervalSince1970))"),
          title: "Top stories at \(hourOfDay(topOfHour)) UTC",
          link: URL(string: "https://news.example.org/news-now/latest"),
          summary: "Five minutes of the hour's top stories.",
          author: "News Desk",
          published: topOfHour,
          enclosures: [
            Enclosure(
              url: bulletinAudioURL,
              mimeType: "audio/mpeg",
              length: 4_718_592,
              duration: .seconds(295)
            )
          ]
        )
      ]
    )
  }

  private static func headlines(
    url: URL,
    title: String,
    items: [(minutesAgo: Int, title: String, summary: String)],
    now: Date
  ) -> Feed {
    let site = "https://\(title.lowercased().replacingOccurrences(of: " ", with: "-")).example.org"
    return Feed(
      url: url,
      title: title,
      link: URL(string: site),
      format: .rss,
      articles: items.enumerated().map { index, item in
        Article(
          guid: Article.GUID("\(site)/stories/\(index + 1)", isPermaLink: true),
          title: item.title,
          link: URL(string: "\(site)/stories/\(index + 1)"),
          summary: item.summary,
          content: sampleBodies[item.title],
          published: now.addingTimeInterval(-Double(item.minutesAgo) * 60)
        )
      }
    )
  }

  private static let world: [(minutesAgo: Int, title: String, summary: String)] = [
    (
      4, "Ceasefire talks resume as envoys meet in Geneva",
      "Negotiators return after a two-week pause."
    ),
    (
      17, "Central bank holds rates, signals cut next quarter", "Inflation eased for a third month."
    ),
    (42, "Floods displace thousands across the river delta", "Aid agencies warn of shortages."),
    (95, "Record turnout reported in national elections", "Polls closed late in several regions."),
    (180, "Scientists map the deepest ocean trench in detail", "Sonar survey took eleven months."),
    (
      1_440, "Heatwave ends as cooler air moves in from the north",
      "Temperatures fell by ten degrees."
    ),
  ]

  private static let technology: [(minutesAgo: Int, title: String, summary: String)] = [
    (9, "A new open-source database reaches 1.0", "Its authors focus on crash safety."),
    (31, "Show HN: A terminal newsreader in Swift", "Reads RSS, Atom and JSON Feed."),
    (64, "Researchers demonstrate a faster sorting network", "The result holds for small inputs."),
    (250, "Why we moved our build system back to Make", "A retrospective after two years."),
  ]

  private static func hourOfDay(_ date: Date) -> String {
    let hour = Int(date.timeIntervalSince1970 / 3600) % 24
    return hour < 10 ? "0\(hour):00" : "\(hour):00"
  }

  /// Whole bodies for a few samples, so that a preview shows an article as the reader lays one
  /// out: headings, lists, code, a quote and numbered links.
  private static let sampleBodies: [String: RichText] = [
    "Show HN: A terminal newsreader in Swift": RichText(
      blocks: [
        RichTextBlock(
          .paragraph,
          text: "It reads RSS, Atom and JSON Feed, keeps every article in SQLite and plays the "
            + "hourly bulletin, all in a terminal.",
          marks: [RichTextMark(offset: 24, kind: .link(number: 1))]),
        RichTextBlock(.heading(level: 2), text: "Why another one"),
        RichTextBlock(
          .paragraph, text: "A reader should start faster than you can blink.", quoteDepth: 1),
        RichTextBlock(.listItem(depth: 1, marker: .bullet), text: "Refreshes in the background"),
        RichTextBlock(.listItem(depth: 1, marker: .bullet), text: "Reader mode for teaser feeds"),
        RichTextBlock(.listItem(depth: 2, marker: .number(1)), text: "press f on an article"),
        RichTextBlock(.preformatted, text: "$ make install\n$ make run ARGS=read"),
      ],
      links: [RichTextLink(address: "https://www.jsonfeed.org/")]),
    "Central bank holds rates, signals cut next quarter": RichText(blocks: [
      RichTextBlock(.paragraph, text: "Inflation eased for a third month, the bank said."),
      RichTextBlock(.tableRow(isHeader: true), cells: ["Month", "Inflation"]),
      RichTextBlock(.tableRow(isHeader: false), cells: ["September", "3.1%"]),
      RichTextBlock(.tableRow(isHeader: false), cells: ["October", "2.8%"]),
    ]),
  ]
}
