import Foundation
import NewsFeature

/// Renders headlines as aligned columns: source, relative time, title.
struct HeadlinesTable {
  var terminal: Terminal
  var now: Date
  /// Headlines to mark as new since the last run.
  var newIDs: Set<String> = []
  /// Whether a first column shows each article's number in the store, for `mark-read`.
  var showsNumbers = false
  /// The widest the source column may grow; longer names are shortened.
  var maximumSourceWidth = 20

  func render(_ headlines: [Headline]) -> String {
    let sources = headlines.map { shortened($0.source, to: maximumSourceWidth) }
    let times = headlines.map { $0.published.map { RelativeTime.describe($0, now: now) } ?? "" }
    let sourceWidth = sources.map(\.count).max() ?? 0
    let timeWidth = times.map(\.count).max() ?? 0
    let markerWidth = newIDs.isEmpty ? 0 : 2
    let numbers = headlines.map { $0.number.map(String.init) ?? "" }
    let numberWidth = showsNumbers ? (numbers.map(\.count).max() ?? 0) + 2 : 0
    let titleWidth = terminal.columns.map {
      max(20, $0 - sourceWidth - timeWidth - 4 - markerWidth - numberWidth)
    }

    return headlines.indices.map { index in
      let (headline, source, time) = (headlines[index], sources[index], times[index])
      var title = titleWidth.map { shortened(headline.title, to: $0) } ?? headline.title
      if terminal.stdoutIsTerminal, let link = headline.link {
        title = Hyperlink.wrap(title, linkingTo: link)
      }
      if !newIDs.isEmpty {
        let marker =
          newIDs.contains(headline.id) ? Style.yellow.apply("•", when: terminal.usesColor) : " "
        title = marker + " " + title
      }
      let number =
        String(repeating: " ", count: max(0, numberWidth - 2 - numbers[index].count))
        + numbers[index]
      let columns = [
        Style.cyan.apply(padded(source, to: sourceWidth), when: terminal.usesColor),
        Style.dim.apply(
          String(repeating: " ", count: timeWidth - time.count) + time, when: terminal.usesColor),
        title,
      ]
      return ((showsNumbers ? [number] : []) + columns).joined(separator: "  ")
    }
    .joined(separator: "\n")
  }

  private func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  private func shortened(_ text: String, to width: Int) -> String {
    text.count <= width ? text : String(text.prefix(max(0, width - 1))) + "…"
  }
}
