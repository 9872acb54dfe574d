import NewsClient
import TextCore
import TimeCore

/// An article laid out as lines for its screen: the facts about it under labels, then its
/// summary wrapped to the width.
///
/// The reducer lays it out too, to know where scrolling ends, so both call this one function.
enum ArticleLayout {
  struct Line: Hashable {
    /// "Title:" and the like, drawn bold; nil on the summary and on a wrapped value's later lines.
    var label: String?
    /// Cells before `text`: a wrapped value's later lines line up under its first.
    var indent: Int
    var text: String
  }

  private static let labelColumn = 8

  static func lines(
    of page: ArticlePage, state: ReaderState
  ) -> [Line] {
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
    let summary = article.summary.flatMap { $0.isEmpty ? nil : $0 } ?? "(no summary)"
    let text = page.body.map(\.plainText) ?? summary
    for text in text.wrapped(toWidth: columns) {
      lines.append(Line(label: nil, indent: 0, text: String(text)))
    }
    return lines
  }
}
