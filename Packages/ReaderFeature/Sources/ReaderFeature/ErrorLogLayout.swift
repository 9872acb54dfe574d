import Foundation
import TextCore
import TimeCore

/// The error log laid out to a width: each failure's time and subject on a line of their own and
/// its reason wrapped beneath them, indented, so that a reason of any length reads whole.
///
/// The reducer counts its lines to know where scrolling stops, and the screen draws them, from
/// this one layout.
struct ErrorLogLayout {
  struct Line: Hashable {
    var text: String
    /// A failure's time and subject, drawn bold so that each failure stands apart.
    var isHeading: Bool
  }

  /// What the log's page says when nothing has failed.
  static let emptyText = "Nothing has failed since the reader opened."

  let lines: [Line]

  init(_ log: ErrorLog, width: Int, timeZone: TimeZone) {
    guard !log.entries.isEmpty else {
      lines = Self.emptyText.wrapped(toWidth: width).map {
        Line(text: String($0), isHeading: false)
      }
      return
    }
    let indent = "  "
    var lines: [Line] = []
    for entry in log.entries {
      if !lines.isEmpty { lines.append(Line(text: "", isHeading: false)) }
      let heading = DateText.full(entry.time, in: timeZone) + "  " + entry.subject
      lines += heading.wrapped(toWidth: width).map { Line(text: String($0), isHeading: true) }
      lines += entry.reason.wrapped(toWidth: width - indent.count).map {
        Line(text: indent + $0, isHeading: false)
      }
    }
    self.lines = lines
  }
}
