import Foundation
import NetworkCore
import TextCore

/// The one reading of a sync server's text fields into the app's: titles and names made safe for
/// a terminal, addresses kept only when they are http or https, bodies bounded.
///
/// Titles are not decoded from HTML: Fever servers send them as text (coldsweat decodes entities
/// and drops tags before it stores them), and the workspace's entity decoder lives inside
/// NewsClientLive's feed parser, so a server that sends `&amp;` in a title shows it as such.
enum ServerText {
  /// One line of plain text, or nil when nothing is left.
  static func line(_ text: String?) -> String? {
    guard let text else { return nil }
    let line = TerminalText.sanitized(text)
    return line.isEmpty ? nil : line
  }

  /// A web address (``WebAddress``), or nil.
  static func webAddress(_ text: String?) -> URL? {
    text.flatMap(WebAddress.parse)
  }

  /// `html` cut to at most `limit` UTF-8 bytes, at the end of a whole character.
  static func body(_ html: String?, limit: Int) -> String {
    guard let html else { return "" }
    guard html.utf8.count > limit else { return html }
    var end = html.startIndex
    var bytes = 0
    for index in html.indices {
      let next = html.index(after: index)
      bytes += html.utf8.distance(from: index, to: next)
      if bytes > limit { break }
      end = next
    }
    return String(html[..<end])
  }
}
