import HTMLEngine
import RichTextCore
import TextCore

/// The body of an item written as plain text (JSON Feed's `content_text`, Atom's `type="text"`
/// content) as rich text that keeps what its writer laid out.
///
/// Plain text has no markup, so its layout is its white space. Blank lines part paragraphs. A
/// paragraph with an indented line (code, verse, a quoted letter) is kept line for line with its
/// indentation, as Markdown reads indentation; any other is prose to wrap, its line breaks kept
/// and its runs of spaces folded.
enum PlainTextBody {
  static func richText(_ text: String) -> RichText {
    let clean = TerminalText.sanitizedKeepingLayout(ControlStandIns.restored(text))
    var blocks: [RichTextBlock] = []
    var lines: [Substring] = []
    func endParagraph() {
      guard !lines.isEmpty else { return }
      if lines.contains(where: { $0.first == " " }) {
        blocks.append(RichTextBlock(.preformatted, text: lines.joined(separator: "\n")))
      } else {
        let folded = lines.map { $0.split(separator: " ").joined(separator: " ") }
        blocks.append(RichTextBlock(.paragraph, text: folded.joined(separator: "\n")))
      }
      lines.removeAll()
    }
    for line in clean.split(separator: "\n", omittingEmptySubsequences: false) {
      var end = line.endIndex
      while end > line.startIndex, line[line.index(before: end)] == " " {
        end = line.index(before: end)
      }
      if end == line.startIndex {
        endParagraph()
      } else {
        lines.append(line[..<end])
      }
    }
    endParagraph()
    return RichText(blocks: blocks)
  }
}
