/// Values written in the file's own syntax, so that what is written reads back as the same value.
enum ConfigurationWriter {
  /// `text` bare when the lexer reads it back whole, else in double quotes.
  static func word(_ text: String) -> String {
    let special: Set<Character> = ["\"", "#", "\\", "`", ";"]
    let isBare =
      !text.isEmpty && text != "--"
      && !text.contains { $0.isWhitespace || special.contains($0) }
    return isBare ? text : quoted(text)
  }

  /// `text` in double quotes, with the escapes the lexer undoes.
  static func quoted(_ text: String) -> String {
    var written = "\""
    for character in text {
      switch character {
      case "\"": written += "\\\""
      case "\\": written += "\\\\"
      case "`": written += "\\`"
      case "\n": written += "\\n"
      case "\r": written += "\\r"
      case "\t": written += "\\t"
      default: written.append(character)
      }
    }
    return written + "\""
  }
}
