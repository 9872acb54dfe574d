/// The text of a `<sub>` or `<sup>` element written so that its meaning survives on a terminal,
/// which cannot lower or raise text: "H₂O" and "E=mc²" with Unicode's subscript and superscript
/// characters where each character has one, else "H_x" and "x^n" as TeX and calculators write
/// them, with parentheses around a script that holds more than letters and digits ("e^(iπ)").
///
/// Only digits, signs and parentheses (and the superscript n and i of mathematics) are turned into
/// Unicode's forms: terminal fonts draw those, from Latin-1's "¹²³" and the U+2070 block, where
/// the subscript letters of U+2090 are often missing. Brackets are never the fallback, as
/// newsboat's "H[2]O" is: here "[2]" is a link's number. A script already in brackets, as a
/// footnote reference often is ("<sup>[3]</sup>"), is left as it is.
enum ScriptText {
  /// The longest script rewritten, in UTF-8 bytes: a formula's exponent or a footnote's number is
  /// a few characters, and a longer `<sup>` is a page styling a sentence small, better left as
  /// its words.
  static let maximumLength = 32

  static func written(_ text: Substring, isSuperscript: Bool) -> String {
    guard !(text.first == "[" && text.last == "]") else { return String(text) }
    let forms = isSuperscript ? superscripts : subscripts
    let mapped = text.unicodeScalars.compactMap { forms[$0] }
    if mapped.count == text.unicodeScalars.count {
      return String(String.UnicodeScalarView(mapped))
    }
    let sign = isSuperscript ? "^" : "_"
    let isOneWord = text.allSatisfy { $0.isLetter || $0.isNumber }
    return isOneWord ? sign + text : sign + "(" + text + ")"
  }

  private static let superscripts: [Unicode.Scalar: Unicode.Scalar] = [
    "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸",
    "9": "⁹", "+": "⁺", "-": "⁻", "\u{2212}": "⁻", "=": "⁼", "(": "⁽", ")": "⁾", "n": "ⁿ",
    "i": "ⁱ",
  ]

  private static let subscripts: [Unicode.Scalar: Unicode.Scalar] = [
    "0": "₀", "1": "₁", "2": "₂", "3": "₃", "4": "₄", "5": "₅", "6": "₆", "7": "₇", "8": "₈",
    "9": "₉", "+": "₊", "-": "₋", "\u{2212}": "₋", "=": "₌", "(": "₍", ")": "₎",
  ]
}
