import NewsClient
import RichTextCore
import TextCore
import TimeCore

/// An article as the lines of its screen: the facts about it under labels, a blank line, then its
/// body as the page keeps it laid out (``ArticlePage/laidOutBody``), or its summary wrapped to the
/// width when it has no body.
///
/// Cheap to make: the body was laid out when it arrived or when the width changed, and is only
/// read here; the facts, and a summary, are a few short lines wrapped each time. The reducer makes
/// one to know where scrolling ends and to keep the reading position across a resize, and the
/// screen to draw, so both count the same lines.
struct ArticleLayout {
  struct Line: Hashable {
    /// "Title:" and the like, drawn bold; nil on the text and on a wrapped value's later lines.
    var label: String?
    /// Cells before `text`: a wrapped value's later lines line up under its first.
    var indent: Int
    var text: String
    var style: RichTextLayout.Style = .plain
    /// The body's bold and italic words, in UTF-8 bytes into `text`.
    var emphases: [RichTextEmphasis] = []
  }

  private static let labelColumn = 8

  /// The lines above the body: the facts, a blank line, and the summary when there is no body.
  private let leading: [Line]
  private let body: RichTextLayout?

  init(_ page: ArticlePage, state: ReaderState) {
    let article = page.article
    let columns = state.size.columns
    var lines: [Line] = []
    func field(_ label: String, _ value: String) {
      let wrapped = value.wrapped(toWidth: columns - Self.labelColumn)
      for (index, text) in wrapped.enumerated() {
        lines.append(
          Line(label: index == 0 ? label : nil, indent: Self.labelColumn, text: String(text)))
      }
    }
    field("Feed:", article.source)
    field("Title:", article.title)
    if article.isStarred { field("Flags:", "starred") }
    if let author = article.author, !author.isEmpty { field("Author:", author) }
    field("Date:", DateText.full(article.date, in: state.timeZone))
    if let link = article.link { field("Link:", TerminalText.sanitized(link.absoluteString)) }
    if let audio = article.audio {
      var facts = [audio.mimeType].compactMap { $0 }.filter { !$0.isEmpty }
      if let duration = audio.duration { facts.append(PlayTime.text(duration)) }
      let details = facts.isEmpty ? "" : " (\(facts.joined(separator: ", ")))"
      field("Audio:", TerminalText.sanitized(audio.url.absoluteString) + details + ", p plays it")
    }
    lines.append(Line(label: nil, indent: 0, text: ""))
    if page.laidOutBody == nil {
      // A list leaves summaries out: while the article is read, no "(no summary)" flashes.
      let missing = page.isLoadingBody ? "" : "(no summary)"
      let summary = article.summary.flatMap { $0.isEmpty ? nil : $0 } ?? missing
      for text in summary.wrapped(toWidth: columns) {
        lines.append(Line(label: nil, indent: 0, text: String(text)))
      }
    }
    leading = lines
    body = page.laidOutBody
  }

  var count: Int { leading.count + (body?.lines.count ?? 0) }

  /// The lines at the indices of `range` that there are, as the screen shows them.
  func lines(in range: Range<Int>) -> [Line] {
    range.clamped(to: 0..<count).map { index in
      guard let body, index >= leading.count else { return leading[index] }
      let line = body.lines[index - leading.count]
      return Line(
        label: nil, indent: 0, text: line.text, style: line.style, emphases: line.emphases)
    }
  }

  /// Where the line at `index` starts in the body; nil for a line above the body.
  func anchor(ofLine index: Int) -> RichTextLayout.Anchor? {
    guard let body, body.lines.indices.contains(index - leading.count) else { return nil }
    return body.lines[index - leading.count].anchor
  }

  /// The line to scroll to so that the top shows what `anchor` marks; nil without a body.
  func line(for anchor: RichTextLayout.Anchor) -> Int? {
    body.map { leading.count + $0.line(for: anchor) }
  }

  /// How far through the article the bottom of the screen is, as newsboat shows it: "42%".
  static func position(scroll: Int, height: Int, count: Int) -> String {
    guard count > 0 else { return "100%" }
    return "\(min(100, (min(count, scroll + height) * 100) / count))%"
  }
}
