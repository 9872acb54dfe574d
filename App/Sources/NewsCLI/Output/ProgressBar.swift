import Foundation

/// A one-line progress bar on standard error, drawn only when standard error is a terminal so
/// that pipes and logs stay clean.
struct ProgressBar: Sendable {
  var label: String
  var isEnabled: Bool
  var width = 30

  /// Redraws the bar. `fraction` is nil when the total is unknown; `detail` follows the bar.
  func draw(fraction: Double?, detail: String) {
    guard isEnabled else { return }
    let bar: String
    if let fraction {
      let filled = Int((max(0, min(1, fraction)) * Double(width)).rounded(.down))
      bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    } else {
      bar = String(repeating: "░", count: width)
    }
    FileHandle.standardError.write(Data("\r\u{1B}[2K\(label) \(bar) \(detail)".utf8))
  }

  /// Ends the bar's line, so that whatever is printed next starts on a fresh one.
  func finish() {
    guard isEnabled else { return }
    FileHandle.standardError.write(Data("\n".utf8))
  }
}
