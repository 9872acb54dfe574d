extension RichText {
  /// The body as plain text, for `--json`, search and an extracted article's `text`: blocks apart
  /// by one blank line, list items behind their bullet or number and indented by their depth,
  /// descriptions indented as on a screen, preformatted text line for line, a table row's cells
  /// two spaces apart.
  ///
  /// Without the marks: "[3]" and "[image: …]" are for a reader on a screen, and would be words
  /// that the article never said to a search or to a comparison with another extractor.
  public var plainText: String {
    var text = ""
    for block in blocks {
      let line: String
      switch block.kind {
      case .paragraph, .heading:
        line = Self.closingImageGaps(block.text)
      case .preformatted:
        line = block.text
      case .description:
        line = Self.closingImageGaps(block.text).split(separator: "\n")
          .map { RichTextLayoutBuilder.descriptionIndent + $0 }.joined(separator: "\n")
      case .listItem(let depth, let marker):
        let indent = String(repeating: "  ", count: max(0, depth - 1))
        let text = Self.closingImageGaps(block.text)
        switch marker {
        case .bullet: line = indent + "* " + text
        case .number(let number): line = indent + "\(number). " + text
        }
      case .tableRow:
        line = block.cells.joined(separator: "  ")
      case .rule:
        continue
      }
      guard !line.isEmpty else { continue }
      if !text.isEmpty { text += "\n\n" }
      text += line
    }
    return text
  }

  /// A block's text, whose white space the renderer collapsed, with the gaps its images left
  /// closed: the renderer keeps the spaces on both sides of an image, as a browser does, and
  /// without the image they are one space too many, or a space at an end of a line.
  private static func closingImageGaps(_ text: String) -> String {
    guard
      text.contains("  ") || text.first == " " || text.last == " " || text.contains("\n ")
        || text.contains(" \n")
    else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.split(separator: " ").joined(separator: " ") }
      .joined(separator: "\n")
  }
}
