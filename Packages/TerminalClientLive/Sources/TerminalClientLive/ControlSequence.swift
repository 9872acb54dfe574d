import TerminalClient

/// The VT escape sequences the live terminal writes, as bytes.
///
/// Every terminal emulator in use understands these (xterm, VTE, kitty, alacritty, tmux, the Linux
/// console), so no terminfo database is read. The fixed sequences are static strings: a signal
/// handler writes them, and it may not allocate.
package enum ControlSequence {
  /// The alternate screen, so the user's scrollback is untouched; a hidden cursor; and no
  /// automatic wrapping, so that drawing the bottom-right cell never scrolls the screen.
  static let takeOver: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l"

  /// The reverse of ``takeOver``, after plain attributes, so the shell finds its screen as it was.
  static let giveBack: StaticString = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

  /// Plain attributes and an empty screen, before a frame is drawn whole.
  static let clearScreen: StaticString = "\u{1B}[0m\u{1B}[2J"

  /// `ESC [ row ; column H`, one-based as VT counts.
  static func moveCursor(row: Int, column: Int, into bytes: inout [UInt8]) {
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    appendDecimal(row + 1, into: &bytes)
    bytes.append(UInt8(ascii: ";"))
    appendDecimal(column + 1, into: &bytes)
    bytes.append(UInt8(ascii: "H"))
  }

  /// One SGR sequence that resets and sets every attribute of `style`, so that what the terminal
  /// shows never depends on the attributes written before it.
  static func selectGraphicRendition(_ style: CellStyle, into bytes: inout [UInt8]) {
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    bytes.append(UInt8(ascii: "0"))
    if style.isBold { append(";1", into: &bytes) }
    if style.isDim { append(";2", into: &bytes) }
    if style.isItalic { append(";3", into: &bytes) }
    if style.isUnderlined { append(";4", into: &bytes) }
    if style.isBlinking { append(";5", into: &bytes) }
    if style.isReversed { append(";7", into: &bytes) }
    if let foreground = style.foreground { appendColor(foreground, base: 30, into: &bytes) }
    if let background = style.background { appendColor(background, base: 40, into: &bytes) }
    bytes.append(UInt8(ascii: "m"))
  }

  /// `;3N` or `;4N` for a standard colour, `;9N` or `;10N` for the bright eight of the palette,
  /// and `;38;5;N` or `;48;5;N` for the rest, as xterm-256color's terminfo writes them, so that
  /// a terminal of eight or sixteen colours still draws what it can.
  private static func appendColor(_ color: CellStyle.Color, base: Int, into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: ";"))
    switch color {
    case .indexed(let number) where number >= 16:
      appendDecimal(base + 8, into: &bytes)
      append(";5;", into: &bytes)
      appendDecimal(Int(number), into: &bytes)
    case .indexed(let number) where number >= 8:
      appendDecimal(base + 60 + Int(number) - 8, into: &bytes)
    default:
      appendDecimal(base + Int(colorNumber(color)), into: &bytes)
    }
  }

  static func append(_ sequence: StaticString, into bytes: inout [UInt8]) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: sequence.utf8Start, count: sequence.utf8CodeUnitCount))
  }

  private static func colorNumber(_ color: CellStyle.Color) -> UInt8 {
    switch color {
    case .indexed(let number): number
    case .black: 0
    case .red: 1
    case .green: 2
    case .yellow: 3
    case .blue: 4
    case .magenta: 5
    case .cyan: 6
    case .white: 7
    }
  }

  private static func appendDecimal(_ number: Int, into bytes: inout [UInt8]) {
    if number >= 10 { appendDecimal(number / 10, into: &bytes) }
    bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
  }
}
