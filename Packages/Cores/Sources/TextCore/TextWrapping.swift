extension StringProtocol where SubSequence == Substring {
  /// The text as lines of at most `width` columns by ``TerminalWidth``, broken between words, with
  /// every line break of the text kept.
  ///
  /// Lines are slices of the text rather than copies, so that a caller can tell where in the text
  /// each one starts, as a reading position kept across a resize needs. The spaces where a line
  /// breaks belong to no line; spaces within a line are kept as they are.
  ///
  /// A line may also break between two CJK characters, or beside an emoji, since those scripts
  /// write no spaces, but never before closing punctuation such as "。" or "," nor after opening
  /// punctuation such as "「". A word wider than a whole line starts a line of its own and is
  /// broken where that line ends; a single character wider than a line gets a line to itself.
  ///
  /// - Parameters:
  ///   - width: The columns of every line; at least one is assumed.
  ///   - firstLineWidth: The columns of the first line when they differ, as when a label or a
  ///     list's bullet takes the start of the first line only.
  public func wrapped(toWidth width: Int, firstLineWidth: Int? = nil) -> [Substring] {
    var wrapper = LineWrapper(
      text: self[...], width: Swift.max(1, width),
      firstLineWidth: Swift.max(1, firstLineWidth ?? width))
    var paragraphStart = startIndex
    while true {
      let paragraphEnd = self[paragraphStart...].firstIndex(of: "\n") ?? endIndex
      wrapper.wrap(paragraphStart..<paragraphEnd)
      guard paragraphEnd < endIndex else { break }
      paragraphStart = index(after: paragraphEnd)
    }
    return wrapper.lines
  }
}

/// Fills lines greedily, one paragraph (text without line breaks) at a time.
private struct LineWrapper {
  let text: Substring
  let width: Int
  let firstLineWidth: Int
  var lines: [Substring] = []

  /// The current line: where its first word starts, where its last word ends, and its columns.
  private var line: (start: String.Index, end: String.Index, width: Int)?

  init(text: Substring, width: Int, firstLineWidth: Int) {
    self.text = text
    self.width = width
    self.firstLineWidth = firstLineWidth
  }

  /// The columns the current line may fill.
  private var room: Int { lines.isEmpty ? firstLineWidth : width }

  mutating func wrap(_ paragraph: Range<String.Index>) {
    var wordStart: String.Index?
    var wordWidth = 0
    var previous: Character?
    var index = paragraph.lowerBound
    while index < paragraph.upperBound {
      let character = text[index]
      let next = text.index(after: index)
      if character == " " {
        if let start = wordStart { place(start..<index, width: wordWidth) }
        wordStart = nil
        wordWidth = 0
      } else {
        if let start = wordStart, let previous, Self.breaks(between: previous, and: character) {
          place(start..<index, width: wordWidth)
          wordStart = nil
          wordWidth = 0
        }
        if wordStart == nil { wordStart = index }
        wordWidth += TerminalWidth.of(character)
      }
      previous = character
      index = next
    }
    if let start = wordStart { place(start..<paragraph.upperBound, width: wordWidth) }
    lines.append(
      line.map { text[$0.start..<$0.end] } ?? text[paragraph.lowerBound..<paragraph.lowerBound])
    line = nil
  }

  /// Puts a word on the current line when it fits there with the spaces before it, else on the
  /// next; breaks it when it is wider than a whole line.
  private mutating func place(_ word: Range<String.Index>, width wordWidth: Int) {
    if let current = line {
      let gap = text[current.end..<word.lowerBound].terminalWidth
      if current.width + gap + wordWidth <= room {
        line = (current.start, word.upperBound, current.width + gap + wordWidth)
        return
      }
      lines.append(text[current.start..<current.end])
      line = nil
    }
    if wordWidth <= room {
      line = (word.lowerBound, word.upperBound, wordWidth)
      return
    }
    let pieces = text[word].cut(toWidth: room)
    lines.append(contentsOf: pieces.dropLast())
    let last = pieces[pieces.count - 1]
    line = (last.startIndex, last.endIndex, last.terminalWidth)
  }

  /// Whether a line may break between two characters that no space separates: beside a wide
  /// character (CJK, whose words run together, and emoji), unless the second closes or the first
  /// opens, so that "。" never begins a line and "「" never ends one.
  private static func breaks(between first: Character, and second: Character) -> Bool {
    guard TerminalWidth.of(first) == 2 || TerminalWidth.of(second) == 2 else { return false }
    return !closing.contains(second) && !opening.contains(first)
  }

  private static let closing: Set<Character> = [
    "、", "。", "，", "．", "・", "：", "；", "？", "！", "ー", "）", "」", "』", "】", "〕", "〉", "》",
    "〙", "〗", "｝", "］", "…", "‥", "々", "ゝ", "ゞ", "ヽ", "ヾ", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ",
    "ゅ", "ょ", "ゎ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ヮ", "ヵ", "ヶ", ",", ".", "!",
    "?", ":", ";", ")", "]", "}", "%",
  ]

  private static let opening: Set<Character> = [
    "（", "「", "『", "【", "〔", "〈", "《", "〘", "〖", "｛", "［", "(", "[", "{",
  ]
}
