import NewsClient
import RichTextCore
import TextCore
import TimeCore

/// An article laid out as lines for its screen: the facts about it under labels, then its body
/// as ``RichTextLayout`` lays it out, or its summary wrapped to the width when it has no body.
///
/// The reducer lays it out too, to know where scrolling ends and to keep the reading position
/// across a resize, so both call this one function.
enum ArticleLayout {
  struct Line: Hashable {
    /// "Title:" and the like, drawn bold; nil on the text and on a wrapped value's later lines.
    var label: String?
    /// Cells before `text`: a wrapped value's later lines line up under its first.
    var indent: Int
    var text: String
    var style: RichTextLayout.Style = .plain
    /// Where a line of the body starts in it, which stays put across widths; nil for the facts
    /// and the summary.
    var anchor: RichTextLayout.Anchor? = nil
  }

  private static let labelColumn = 8

  static func lines(of page: ArticlePage, state: ReaderState) -> [Line] {
    let article = page.article
    let columns = state.size.columns
    var lines: [Line] = []
    func field(_ label: String, _ value: String) {
      let wrapped = value.wrapped(toWidth: columns - labelColumn)
      for (index, text) in wrapped.enumerated() {
        lines.append(
          Line(label: index == 0 ? label : nil, indent: labelColumn, text: String(text)))
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
    if let body = page.body {
      for line in RichTextLayout(body, width: columns).lines {
        lines.append(
          Line(label: nil, indent: 0, text: line.text, style: line.style, anchor: line.anchor))
      }
      return lines
    }
    let summary = article.summary.flatMap { $0.isEmpty ? nil : $0 } ?? "(no summary)"
    for text in summary.wrapped(toWidth: columns) {
      lines.append(Line(label: nil, indent: 0, text: String(text)))
    }
    return lines
  }

  /// The line of `lines` to scroll to so that the top shows what `anchor` marks: the last line
  /// that starts at or before it.
  static func line(for anchor: RichTextLayout.Anchor, in lines: [Line]) -> Int? {
    lines.lastIndex { line in line.anchor.map { $0 <= anchor } ?? false }
  }

  /// How far through the article the bottom of the screen is, as newsboat shows it: "42%".
  static func position(scroll: Int, height: Int, count: Int) -> String {
    guard count > 0 else { return "100%" }
    return "\(min(100, (min(count, scroll + height) * 100) / count))%"
  }
}
