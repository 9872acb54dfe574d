extension TerminalClient {
  /// How many cells `character` takes, from Unicode's properties and the ranges of East Asian
  /// wide characters, without asking the C library.
  ///
  /// Previews and tests lay screens out with it, so that they do not depend on the machine's
  /// locale; the live terminal asks `wcwidth`, which knows what the user's terminal will draw.
  public static func estimatedWidth(of character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    switch first.properties.generalCategory {
    case .control, .nonspacingMark, .enclosingMark, .format:
      return 0
    default:
      break
    }
    if first.properties.isEmojiPresentation
      || character.unicodeScalars.contains(where: { $0.value == 0xFE0F })
    {
      return 2
    }
    return wideRanges.contains { $0.contains(first.value) } ? 2 : 1
  }

  /// Unicode's East Asian Wide and Fullwidth blocks: Hangul Jamo, CJK, Hiragana and Katakana,
  /// Hangul syllables, compatibility ideographs, fullwidth forms and the supplementary
  /// ideographic planes.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
