import Foundation

/// What a person typed into a search box, as the words to look for.
///
/// The one rule every implementation reads search text by, the stores and the filters' full-text
/// terms alike: accents are removed, then a word is a run of letters, digits and private-use
/// characters, which SQLite's `unicode61` tokenizer (with diacritics removed) also keeps within
/// one token, and everything else (quotes, operators, punctuation, other marks) only separates
/// words. No text can therefore be a syntax error.
///
/// The tokenizer's tables are Unicode 6.1's. A character assigned since separates words here, as
/// do the few that were marks in 6.1 and are letters now: at worst such a word is not found,
/// where a character the tokenizer split on inside a word would have made a phrase, which a
/// full-text index without positions refuses.
public enum SearchText {
  /// How many of the most recently stored matches are ranked: a word common enough to match more
  /// articles finds the best among the newest this many, so that a search costs about the same
  /// however common its words are. Ranking every match of a word in a quarter of 100,000 articles
  /// took 60–150 ms; this many take a few.
  public static let rankedCandidates = 2_000

  /// The words of `text`, in order.
  public static func words(in text: String) -> [String] {
    var words: [String] = []
    var current = String.UnicodeScalarView()
    for scalar in text.folding(options: .diacriticInsensitive, locale: nil).unicodeScalars {
      if isWordScalar(scalar) {
        current.append(scalar)
      } else if !current.isEmpty {
        words.append(String(current))
        current = String.UnicodeScalarView()
      }
    }
    if !current.isEmpty { words.append(String(current)) }
    return words
  }

  /// Whether `word` is of a script written without spaces between words: Chinese, Japanese,
  /// Korean's Hangul, Thai, Lao, Khmer, Myanmar. The tokenizer keeps a whole run of such text as
  /// one token, so `東京` is not a word of `東京都で` to the index; such a word is looked for as a
  /// substring instead. A trigram index would find substrings of three characters or more only,
  /// and many such words have two.
  public static func isUnspaced(_ word: String) -> Bool {
    word.unicodeScalars.contains { scalar in
      unspacedScripts.contains { $0.contains(scalar.value) }
    }
  }

  /// The blocks of the scripts written without spaces.
  private static let unspacedScripts: [ClosedRange<UInt32>] = [
    0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x1100...0x11FF, 0x3040...0x30FF,
    0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF,
    0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3FFFF,
  ]

  /// `text` without case and accents, so that "Café" and "cafe" compare equal, as the tokenizer
  /// compares them.
  public static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar)
    }
    guard let age = scalar.properties.age, age <= (6, 1),
      !marksInUnicode61.contains(where: { $0.contains(scalar.value) })
    else { return false }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber, .privateUse:
      return true
    default:
      return false
    }
  }

  /// Letters today that Unicode 6.1 called spacing marks: New Tai Lue's vowel signs and tone
  /// marks, and two Vedic signs.
  private static let marksInUnicode61: [ClosedRange<UInt32>] = [
    0x19B0...0x19C0, 0x19C8...0x19C9, 0x1CF2...0x1CF3,
  ]
}
