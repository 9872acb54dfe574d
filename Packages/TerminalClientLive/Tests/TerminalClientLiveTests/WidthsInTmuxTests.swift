import Foundation
import TerminalClient
import TerminalClientLiveTestSupport
import Testing
import TextCore

@testable import terminal_child

/// Frames of flags, skin tones, joined emoji, CJK, Hangul and combining marks, drawn by the live
/// terminal in tmux 3.3a, which measures text by the C library's `wcwidth`: what tmux shows must
/// be the frame, cell for cell, after a whole drawing and after each change drawn over it.
///
/// Where a width disagreed, the text after it would stand a column off its bar, and a frame
/// drawn over it would leave halves of glyphs behind.
@Suite(.serialized)
struct WidthsInTmuxTests {
  /// The executable is built beside the test bundle, because the test target depends on it.
  static let child = Bundle.main.bundleURL.appendingPathComponent("terminal-child").path

  @Test func rowsOfWideCharactersAreDrawnWhereTheFrameHasThem() async throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: TmuxServer.executable),
      "tmux is missing: make setup-tests installs it")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("WidthsInTmuxTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let tmux = TmuxServer(folder: folder)
    defer {
      tmux.stop()
      try? FileManager.default.removeItem(at: folder)
    }
    let size = WidthScenes.size
    try await tmux.run([
      "-f", "/dev/null", "new-session", "-d", "-x", "\(size.columns)", "-y", "\(size.rows)",
      "-s", "test", Self.child + " scenes",
    ])

    let first = WidthScenes.frame(0)
    let shown = try await tmux.waitForScreen(of: "test") { Self.shows($0, first) }
    #expect(Self.shows(shown, first), "tmux shows:\n\(shown)\nthe frame:\n\(first.text)")
    // Written last with no move of the cursor, the last row leaves it where tmux ended the text.
    #expect(try await tmux.cursorColumn(of: "test") == WidthScenes.lastRow.terminalWidth)

    for scene in [1, 0, 2, 0, 1, 2, 1, 0] {
      try await tmux.run(["send-keys", "-t", "test", "\(scene)"])
      let frame = WidthScenes.frame(scene)
      let shown = try await tmux.waitForScreen(of: "test") { Self.shows($0, frame) }
      #expect(
        Self.shows(shown, frame), "scene \(scene), tmux shows:\n\(shown)\nthe frame:\n\(frame.text)"
      )
    }
    try await tmux.run(["send-keys", "-t", "test", "q"])
  }

  /// Whether the pane's text is the frame's, character by character and space by space.
  ///
  /// tmux keeps at most 21 bytes of a cell, so of a family of four joined emoji it keeps the first
  /// three and their joiners; a character it shows may be the start of the frame's.
  static func shows(_ screen: String, _ frame: Frame) -> Bool {
    let shownLines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    let frameLines = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
    guard shownLines.count == frameLines.count else { return false }
    return zip(shownLines, frameLines).allSatisfy { shown, drawn in
      shown.count == drawn.count
        && zip(shown, drawn).allSatisfy { $1.unicodeScalars.starts(with: $0.unicodeScalars) }
    }
  }
}
