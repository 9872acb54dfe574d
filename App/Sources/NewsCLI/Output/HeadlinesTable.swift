import Foundation
import NewsFeature
import TextCore
import TimeCore

/// Renders headlines as aligned columns: source, relative time, title.
///
/// Every width is counted in terminal columns by TextCore's `TerminalWidth`, the rule the reader
/// draws its screens by and the terminal advances by: a Japanese feed name takes twice the
/// columns of its characters, a flag two and a skin-tone emoji four, and a table measured in
/// characters would run past the edge and wrap. Text is cut and padded first,
/// and colour and links are wrapped around it afterwards, so their escape sequences take no
/// room.
struct HeadlinesTable {
  var terminal: Terminal
  var now: Date
  /// Headlines to mark as new since the last run.
  var newIDs: Set<String> = []
  /// Whether a first column shows each article's number in the store, for `mark-read`.
  var showsNumbers = false
  /// The widest the source column may grow, in cells; longer names are shortened.
  var maximumSourceWidth = 20
  /// The title keeps at least this many cells while the source column can give some up, so that
  /// on a narrow terminal a headline is still mostly its title.
  var minimumTitleWidth = 20

  /// Two spaces between columns.
  private static let separator = "  "
  private static let newMarker = "•"

  func render(_ headlines: [Headline]) -> String {
    let times = headlines.map { $0.published.map { DateText.relative($0, now: now) } ?? "" }
    let timeWidth = times.map { $0.terminalWidth }.max() ?? 0
    let numbers = headlines.map { $0.number.map(String.init) ?? "" }
    let numberWidth = numbers.map { $0.terminalWidth }.max() ?? 0
    let separatorWidth = Self.separator.terminalWidth
    let markerWidth =
      newIDs.isEmpty ? 0 : Self.newMarker.terminalWidth + " ".terminalWidth
    let fixedWidth =
      (showsNumbers ? numberWidth + separatorWidth : 0) + timeWidth + 2 * separatorWidth
      + markerWidth

    var sourceWidth = min(
      maximumSourceWidth, headlines.map { $0.source.terminalWidth }.max() ?? 0)
    var titleWidth: Int?
    if let columns = terminal.columns {
      let room = max(0, columns - fixedWidth)
      sourceWidth = min(sourceWidth, max(room - minimumTitleWidth, room / 2))
      titleWidth = max(1, room - sourceWidth)
    }

    var table = ""
    for (index, headline) in headlines.enumerated() {
      if index > 0 { table += "\n" }
      if showsNumbers {
        table += alignedRight(numbers[index], to: numberWidth)
        table += Self.separator
      }
      let source = headline.source.truncated(toWidth: sourceWidth)
        .padded(toWidth: sourceWidth)
      table += Style.cyan.apply(source, when: terminal.usesColor)
      table += Self.separator
      table += Style.dim.apply(alignedRight(times[index], to: timeWidth), when: terminal.usesColor)
      table += Self.separator
      if !newIDs.isEmpty {
        table +=
          newIDs.contains(headline.id)
          ? Style.yellow.apply(Self.newMarker, when: terminal.usesColor)
          : String(repeating: " ", count: Self.newMarker.terminalWidth)
        table += " "
      }
      let title =
        titleWidth.map { headline.title.truncated(toWidth: $0) } ?? headline.title
      if terminal.stdoutIsTerminal, let link = headline.link {
        table += Hyperlink.wrap(title, linkingTo: link)
      } else {
        table += title
      }
    }
    return table
  }

  /// `text` after the spaces that make it `width` cells wide, so numbers and times line up on
  /// their last digit.
  private func alignedRight(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.terminalWidth)) + text
  }
}
