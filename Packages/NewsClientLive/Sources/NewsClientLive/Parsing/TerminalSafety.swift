import HTMLEngine
import NewsClient
import TextCore

/// Where the parser applies the interface's ``TerminalText`` rule, so the parser and the features
/// agree on what may reach a terminal.
///
/// `TerminalText.sanitized` walks every scalar, which is too slow to run on every field of a feed
/// with tens of thousands of items, and nearly all fields are clean. So the parser checks cheaply
/// for the characters that rule removes (escape and other control characters, C1 controls, the
/// format characters that reorder or hide text) and hands only the fields that contain one to
/// `TerminalText`, which then also removes whole escape sequences, not just their first byte.
enum TerminalSafety {
  /// Whether `scalar` is one that `TerminalText` removes or treats as a line break. A line feed
  /// and a tab are not: the renderer lays those out itself.
  @inline(__always)
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && scalar != "\t" && TerminalText.isControl(scalar)
  }

  /// A value that is not prose, such as a GUID or a MIME type, made safe to show. Its controls
  /// may be ``ControlStandIns``, since it is not rendered.
  static func sanitizedValue(_ text: String) -> String {
    let isPrintableASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
    if isPrintableASCII == true { return text }
    return TerminalText.sanitized(ControlStandIns.restored(text))
  }
}
