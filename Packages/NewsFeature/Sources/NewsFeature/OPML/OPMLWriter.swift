extension OPMLDocument {
  /// The document as OPML 2.0, in UTF-8, indented for people to read.
  public func xml() -> String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<opml version="2.0">"#,
      "  <head>",
    ]
    if let title {
      lines.append("    <title>\(XMLText.escapeAttribute(title))</title>")
    }
    lines.append("  </head>")
    lines.append("  <body>")
    for outline in outlines {
      append(outline, depth: 2, to: &lines)
    }
    lines.append("  </body>")
    lines.append("</opml>")
    return lines.joined(separator: "\n") + "\n"
  }

  private func append(_ outline: OPMLOutline, depth: Int, to lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    var attributes = [("text", outline.text)]
    let optional: [(String, String?)] = [
      ("title", outline.title), ("type", outline.type), ("xmlUrl", outline.xmlURL),
      ("htmlUrl", outline.htmlURL), ("category", outline.category),
    ]
    for case (let name, let value?) in optional {
      attributes.append((name, value))
    }
    let rendered = attributes.map { "\($0.0)=\"\(XMLText.escapeAttribute($0.1))\"" }.joined(
      separator: " ")
    if outline.children.isEmpty {
      lines.append("\(indent)<outline \(rendered)/>")
    } else {
      lines.append("\(indent)<outline \(rendered)>")
      for child in outline.children {
        append(child, depth: depth + 1, to: &lines)
      }
      lines.append("\(indent)</outline>")
    }
  }
}
