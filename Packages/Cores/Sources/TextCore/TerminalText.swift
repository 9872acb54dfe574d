/// Makes text from the network safe to write to a terminal.
///
/// A feed is written by a stranger. Left raw, a title can clear the screen (`ESC [2J`), rewrite
/// the clipboard (`ESC ]52;…`), disguise a link (`ESC ]8;…`) or reverse the visible order of the
/// text with bidi overrides. Every piece of feed text passes through here before it is shown, so
/// none of that reaches a terminal, whatever the output format.
///
/// It lives in a core so that there is one rule: the feed parser and the features sanitize by it,
/// and frames show every character by ``shown(_:)``, which replaces whatever is left.
public enum TerminalText {
  /// Removes escape sequences, control characters and bidi controls, and folds white space.
  ///
  /// - Parameter keepsLineBreaks: Keeps single line breaks for multi-line text such as summaries;
  ///   otherwise the result is one line.
  public static func sanitized(_ text: String, keepsLineBreaks: Bool = false) -> String {
    // Almost all feed text is clean already: returning it as it is shares its storage instead of
    // copying every title and summary of every feed.
    if isSanitized(text, keepsLineBreaks: keepsLineBreaks) { return text }
    var output = String.UnicodeScalarView()
    var scalars = text.unicodeScalars[...]
    var pendingSpace = false
    var pendingLineBreak = false

    func emit(_ scalar: Unicode.Scalar) {
      if pendingLineBreak, !output.isEmpty {
        output.append("\n")
      } else if pendingSpace, !output.isEmpty {
        output.append(" ")
      }
      pendingSpace = false
      pendingLineBreak = false
      output.append(scalar)
    }

    while let scalar = scalars.popFirst() {
      if skipSequence(begunBy: scalar, in: &scalars) { continue }
      switch scalar.value {
      case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
        if keepsLineBreaks { pendingLineBreak = true } else { pendingSpace = true }
      case 0x09, 0x20, 0xA0:
        pendingSpace = true
      default:
        if isControl(scalar) {
          continue
        } else if isCollapsible(scalar) {
          pendingSpace = true
        } else {
          emit(scalar)
        }
      }
    }
    return String(output)
  }

  /// Removes escape sequences, control characters and bidi controls as
  /// ``sanitized(_:keepsLineBreaks:)`` does, but keeps the text's layout: every line break, blank
  /// lines, and runs of spaces, for preformatted text and for paragraphs kept apart by blank lines. A tab becomes the spaces to
  /// the next column that is a multiple of 8, and every kind of line break becomes "\n".
  public static func sanitizedKeepingLayout(_ text: String) -> String {
    guard text.contains(where: isUnsafeInLayout) else { return text }
    var output = String.UnicodeScalarView()
    var scalars = text.unicodeScalars[...]
    var column = 0
    while let scalar = scalars.popFirst() {
      if skipSequence(begunBy: scalar, in: &scalars) { continue }
      switch scalar.value {
      case 0x0D:
        if scalars.first == "\n" { scalars.removeFirst() }
        output.append("\n")
        column = 0
      case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
        output.append("\n")
        column = 0
      case 0x09:
        let spaces = 8 - column % 8
        output.append(contentsOf: repeatElement(" ", count: spaces))
        column += spaces
      default:
        if !isControl(scalar) {
          output.append(scalar)
          column += 1
        }
      }
    }
    return String(output)
  }

  /// Whether `scalar` is white space that a title runs together into one space. The ideographic
  /// space (U+3000) is not: Chinese and Japanese text sets it on purpose, as a character two
  /// columns wide, and a terminal draws it so.
  private static func isCollapsible(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace && scalar.value != 0x3000
  }

  /// Whether a character needs ``sanitizedKeepingLayout(_:)`` to change it: a control other than
  /// a plain line break.
  private static func isUnsafeInLayout(_ character: Character) -> Bool {
    character != "\n" && character.unicodeScalars.contains(where: isControl)
  }

  /// Whether `sanitized(text, keepsLineBreaks:)` would return `text` unchanged: no controls, and
  /// white space only as single spaces (or single line breaks, when they are kept) between other
  /// characters.
  private static func isSanitized(_ text: String, keepsLineBreaks: Bool) -> Bool {
    var previousIsSeparator = true
    for scalar in text.unicodeScalars {
      let isSeparator = scalar == " " || (keepsLineBreaks && scalar == "\n")
      if isSeparator {
        if previousIsSeparator { return false }
      } else if isControl(scalar) || (scalar.value >= 0x80 && isCollapsible(scalar)) {
        return false
      }
      previousIsSeparator = isSeparator
    }
    return !previousIsSeparator || text.isEmpty
  }

  /// Whether `scalar` never reaches a terminal as it is: C0 and C1 controls, DEL, line and
  /// paragraph separators, and the format characters that reorder or hide text: bidi overrides,
  /// embeddings, isolates and marks, the byte-order mark and interlinear annotations.
  /// ``sanitized(_:keepsLineBreaks:)`` removes or replaces every one of them.
  ///
  /// The other format characters are part of the text and stay: a zero-width joiner holds an emoji
  /// sequence together (👨‍👩‍👧), a zero-width non-joiner shapes Persian and Indic words (می‌خواهم), a
  /// soft hyphen marks where a word may break, variation selectors choose a glyph (❤️), and tag
  /// characters spell a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿). Removing them changes what the text says.
  ///
  /// Public so that code handling a lot of text, such as a feed parser, can check cheaply and
  /// sanitize only what needs it, by the same rule.
  @inlinable
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    case 0xFEFF, 0xFFF9...0xFFFB: true
    default: false
    }
  }

  /// `character` as a terminal may be given it: `�` when it holds a control character by
  /// ``isControl(_:)``, so that nothing drawn can move the cursor or change the terminal, whatever
  /// text arrived from the network.
  ///
  /// A zero-width joiner that ends a character is left out. It joins nothing by Unicode's rules,
  /// since the character after it begins a grapheme of its own, but tmux draws that next
  /// character into the joiner's cells, and a screen would no longer be where it was measured.
  public static func shown(_ character: Character) -> Character {
    if let ascii = character.asciiValue, (0x20...0x7E).contains(ascii) { return character }
    let scalars = character.unicodeScalars
    if scalars.contains(where: isControl) { return "\u{FFFD}" }
    if scalars.count > 1, scalars.last == "\u{200D}" {
      let joined = String(String.UnicodeScalarView(scalars.dropLast()))
      if joined.count == 1, let kept = joined.first { return kept }
    }
    return character
  }

  /// Skips the rest of the escape sequence, control sequence or string that `scalar` begins, and
  /// says whether it began one: both sanitizers drop a sequence whole, by this one rule, rather
  /// than its introducer alone, which would leave its parameters on the screen as text.
  private static func skipSequence(
    begunBy scalar: Unicode.Scalar, in scalars: inout Substring.UnicodeScalarView
  ) -> Bool {
    switch scalar.value {
    case 0x1B:
      skipEscapeSequence(after: &scalars)
    case 0x9B:
      skipControlSequence(&scalars)
    case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
      skipString(&scalars)
    default:
      return false
    }
    return true
  }

  /// Skips what follows an ESC: a control sequence, a string (OSC, DCS, SOS, PM, APC) or a single
  /// character.
  private static func skipEscapeSequence(after scalars: inout Substring.UnicodeScalarView) {
    guard let introducer = scalars.popFirst() else { return }
    switch introducer {
    case "[":
      skipControlSequence(&scalars)
    case "]", "P", "X", "^", "_":
      skipString(&scalars)
    default:
      // Intermediate bytes (0x20–0x2F) may precede the final byte of a two-character sequence.
      var current = introducer
      while (0x20...0x2F).contains(current.value), let next = scalars.popFirst() {
        current = next
      }
    }
  }

  /// Skips the parameters and the final byte of a CSI sequence.
  private static func skipControlSequence(_ scalars: inout Substring.UnicodeScalarView) {
    while let scalar = scalars.popFirst() {
      if (0x40...0x7E).contains(scalar.value) || !(0x20...0x3F).contains(scalar.value) { return }
    }
  }

  /// Skips a string up to its terminator: BEL, ST (ESC \ or U+009C).
  private static func skipString(_ scalars: inout Substring.UnicodeScalarView) {
    while let scalar = scalars.popFirst() {
      switch scalar.value {
      case 0x07, 0x9C:
        return
      case 0x1B:
        if scalars.first == "\\" { scalars.removeFirst() }
        return
      default:
        continue
      }
    }
  }
}
