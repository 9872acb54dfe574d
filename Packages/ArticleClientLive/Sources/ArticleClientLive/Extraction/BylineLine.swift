import Foundation

/// A line of text that credits the writer, as pages write it at the head of an article when they
/// mark no byline: "By Maria Jensen", "Par Renée Dupré — 26 novembre 2026", "Posted on
/// November 20, 2026 by Priya Raman", "記者：山田太郎".
///
/// A byline is a word that means "by" and a name, then perhaps a date or a role after a dash or
/// a comma; it is short and is not a sentence. So a paragraph that begins "By the time…" is text:
/// what follows "By" is no name, and it ends as a sentence does.
enum BylineLine {
  /// The writer's name when `line` is a byline, such as "Renée Dupré"; nil for any other line.
  static func name(in line: String) -> String? {
    let line = line.trimmingCharacters(in: .whitespaces)
    guard !line.isEmpty, line.count <= longestLine else { return nil }
    if let name = labelledName(in: line) { return name }
    guard let last = line.last, !sentenceEnds.contains(last) else { return nil }
    let words = line.split(separator: " ").map(String.init)
    guard let first = words.first?.lowercased() else { return nil }
    let start: Int
    if prefixes.contains(first) {
      start = 1
    } else if leadWords.contains(first),
      let by = words.indices.dropFirst().last(where: { words[$0].lowercased() == "by" })
    {
      start = by + 1
    } else {
      return nil
    }
    return name(in: words[start...])
  }

  /// The name that begins `words`, up to a separator, a comma or the end; nil when the words do
  /// not begin with a capitalised name or go on as a clause rather than a date or a role.
  private static func name(in words: ArraySlice<String>) -> String? {
    var name: [String] = []
    for word in words {
      if separators.contains(word) || (stops.contains(word) && !name.isEmpty) { break }
      let isJoin = joins.contains(word) && !name.isEmpty
      guard let initial = word.first,
        initial.isUppercase || (particles.contains(word) && !name.isEmpty) || isJoin
      else { return nil }
      if word.hasSuffix(",") {
        name.append(String(word.dropLast()))
        break
      }
      name.append(word)
      guard name.count <= mostNameWords else { return nil }
    }
    while let last = name.last, joins.contains(last) || particles.contains(last) {
      name.removeLast()
    }
    return name.isEmpty ? nil : name.joined(separator: " ")
  }

  /// The name after a label and a colon, as Japanese and Chinese pages write a byline: "記者：山田太郎",
  /// "（文／王小明）".
  private static func labelledName(in line: String) -> String? {
    let unwrapped = line.trimmingCharacters(in: CharacterSet(charactersIn: "（()）【】[] "))
    for label in labels where unwrapped.hasPrefix(label) {
      let rest = unwrapped.dropFirst(label.count)
      guard let colon = rest.first, colons.contains(colon) else { continue }
      let name = rest.dropFirst().trimmingCharacters(in: .whitespaces)
      guard (1...mostLabelledNameCharacters).contains(name.count),
        !name.contains(where: { sentenceEnds.contains($0) || $0 == "、" || $0 == "，" })
      else { return nil }
      return name
    }
    return nil
  }

  /// More characters than a byline holds, its date and the writer's role included.
  static let longestLine = 100
  /// More words than a name holds, several writers' names joined included.
  static let mostNameWords = 8
  /// More characters than a name after a label holds.
  static let mostLabelledNameCharacters = 20

  /// "By" in English, French, Spanish and Portuguese, German and Dutch.
  private static let prefixes: Set<String> = ["by", "par", "por", "von", "door"]
  /// Words that begin a line naming its writer at its end: "Posted on … by Priya Raman".
  private static let leadWords: Set<String> = ["posted", "published", "written", "filed"]
  /// Lowercase words inside names: "Ludwig van Beethoven", "Maria da Silva".
  private static let particles: Set<String> = [
    "de", "van", "von", "der", "den", "da", "das", "do", "dos", "del", "della", "di", "du", "le",
    "la", "bin", "al", "ter", "y",
  ]
  /// Words that join the names of several writers.
  private static let joins: Set<String> = ["and", "et", "und", "y", "e", "&"]
  /// Lowercase words after which a byline goes on with a place, a date or a title: "By Maria
  /// Jensen in Paris", "Par Renée Dupré le 26 novembre".
  private static let stops: Set<String> = ["in", "at", "for", "on", "le", "am", "el", "em", "en"]
  private static let separators: Set<String> = ["—", "–", "-", "|", "·", "•", "/"]
  private static let sentenceEnds: Set<Character> = [".", "!", "?", "。", "！", "？"]
  /// The labels of Japanese and Chinese bylines: reporter, text, author, writer.
  private static let labels = ["記者", "记者", "文", "作者", "筆者", "撰文"]
  private static let colons: Set<Character> = ["：", ":", "／", "/", " ", "　"]
}
