/// How many columns a terminal advances for a character: the one rule by which frames, the
/// reader's layout, printed tables and previews measure text.
///
/// Text that is measured by one rule and drawn by another goes wrong visibly: a flag counted as
/// one column while the terminal advances two pushes the rest of the row one column right, and
/// the next frame, written where the program believes the cells are, leaves stray halves of
/// glyphs behind. So there is exactly one rule, and it is the terminal's: glibc's `wcwidth`, which
/// tmux 3.3a and the curses programs of this system measure by, summed over a character's scalars.
/// That makes a flag two columns (a regional indicator is one), a thumbs-up with a skin tone four
/// (the modifier is a wide character of its own), a CJK character two, and combining marks,
/// joiners, variation selectors and other format characters none.
///
/// One exception follows the terminal rather than the sum: a scalar right after a zero-width
/// joiner adds nothing, because tmux (like kitty, WezTerm and iTerm2) draws a joined emoji
/// sequence such as 👨‍👩‍👧‍👦 as one glyph in the cells of its first part.
///
/// The widths come from a table generated from the C library (`TerminalWidthTable.swift`, by the
/// package's `Scripts/generate-terminal-widths`), so that the rule is pure Swift and answers alike
/// on every machine and in every locale, and the tests compare it with `wcwidth` for every scalar.
public enum TerminalWidth {
  /// The columns `character` advances the cursor by, as it is shown (``TerminalText/shown(_:)``):
  /// one for a character holding a control, which is shown as `�`.
  @inlinable
  public static func of(_ character: Character) -> Int {
    // Printable ASCII, or an ASCII control shown as `�`: one column either way.
    if character.asciiValue != nil { return 1 }
    var width = 0
    var isJoined = false
    for scalar in character.unicodeScalars {
      if TerminalText.isControl(scalar) { return 1 }
      if !isJoined { width += of(scalar) }
      isJoined = scalar.value == 0x200D
    }
    return width
  }

  /// The columns `scalar` takes on its own, as glibc's `wcwidth` gives it, with 0 where `wcwidth`
  /// answers -1: control characters, and scalars that this C library does not know, which tmux
  /// advances nothing for.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    // Below U+0300, the first combining mark, every scalar but a control takes one column: most
    // text is answered without the table.
    if value < 0x300 { return (0x20...0x7E).contains(value) || value >= 0xA0 ? 1 : 0 }
    var low = 0
    var high = changes.count
    // The last change at or before `value`: changes[low].scalar <= value < changes[high].scalar.
    while high - low > 1 {
      let middle = (low + high) / 2
      if changes[middle].scalar <= value { low = middle } else { high = middle }
    }
    return Int(changes[low].width)
  }
}
