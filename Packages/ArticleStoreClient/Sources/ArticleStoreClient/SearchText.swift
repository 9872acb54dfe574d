import Foundation

/// What a person typed into a search box, as the words to look for.
///
/// Public so that every implementation reads search text alike: a word is a run of letters,
/// digits and combining marks, as SQLite's `unicode61` tokenizer sees it, and everything else
/// (quotes, operators, punctuation) only separates words. No text can therefore be a syntax
/// error.
public enum SearchText {
  /// The words of `text`, in order.
  public static func words(in text: String) -> [String] {
    var words: [String] = []
    var current = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
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

  /// `text` without case and accents, so that "Café" and "cafe" compare equal, as the tokenizer
  /// compares them.
  public static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber, .privateUse, .nonspacingMark, .spacingMark,
      .enclosingMark:
      return true
    default:
      return false
    }
  }
}
