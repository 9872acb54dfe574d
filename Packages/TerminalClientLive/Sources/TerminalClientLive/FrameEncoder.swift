import TerminalClient
import TextCore

/// Turns frames into the bytes that change the terminal from the frame shown last to the next:
/// only the cells that differ, with a cursor move where a run of them starts and an SGR sequence
/// where the style changes.
///
/// Writing whole screens would cost a slow ssh link a screenful for every keystroke; moving the
/// selection bar changes two rows, and that is all that is written.
package struct FrameEncoder: Sendable {
  /// What the terminal shows, as far as this encoder knows; nil after a resize, a resume or the
  /// first frame, when it must be drawn whole.
  private var shown: Frame?

  package init() {}

  /// Forgets what the terminal shows, so that the next frame is drawn whole.
  package mutating func invalidate() {
    shown = nil
  }

  /// The bytes that show `frame`, to be written in one go.
  ///
  /// A drawing whole starts from a cleared screen, so its blank cells need no bytes either. The
  /// right half of a wide character is never written (the left half's character covers it), and a
  /// control character is written as U+FFFD, so no cell can move the cursor or change a mode.
  package mutating func encode(_ frame: Frame) -> [UInt8] {
    var bytes: [UInt8] = []
    let previous: Frame
    if let shown, shown.size == frame.size {
      previous = shown
    } else {
      ControlSequence.append(ControlSequence.clearScreen, into: &bytes)
      previous = Frame(size: frame.size)
    }
    let columns = frame.size.columns
    var style = CellStyle.plain
    var cursor: (row: Int, column: Int)?
    for row in 0..<frame.size.rows {
      for column in 0..<columns {
        let cell = frame[row, column]
        guard let character = cell.character, cell != previous[row, column] else { continue }
        if cursor?.row != row || cursor?.column != column {
          ControlSequence.moveCursor(row: row, column: column, into: &bytes)
        }
        if cell.style != style {
          ControlSequence.selectGraphicRendition(cell.style, into: &bytes)
          style = cell.style
        }
        Self.append(character, into: &bytes)
        // The terminal advances over the character's right parts too: as many as the frame
        // gave it, by the width rule the terminal measures by.
        var next = column + 1
        while next < columns, frame[row, next].character == nil { next += 1 }
        // At the right edge the cursor stays on the last column; the next cell needs a move.
        cursor = next < columns ? (row, next) : nil
      }
    }
    if style != .plain {
      ControlSequence.selectGraphicRendition(.plain, into: &bytes)
    }
    shown = frame
    return bytes
  }

  private static func append(_ character: Character, into bytes: inout [UInt8]) {
    if let ascii = character.asciiValue, (0x20...0x7E).contains(ascii) {
      bytes.append(ascii)
    } else {
      bytes.append(contentsOf: TerminalText.shown(character).utf8)
    }
  }
}
