import Foundation
import NetworkCore
import TextCore

/// newsboat's `urls` file, the list a newsboat user moves from: one feed a line, its address then
/// its tags, words split at spaces, `"` quoting a word with spaces in it, and `#` beginning a
/// comment where a word could begin.
///
/// A tag `"~Title"` names the feed. What this app cannot subscribe to yet is left out and said,
/// with its line (``problems``): `"query:Name:EXPRESSION"` query feeds, `exec:` and `filter:`
/// sources, and anything else that is no http or https address. A feed hidden by a `"!…"` tag is
/// subscribed to and shown, and said too, since nothing here hides a feed yet. A tag with spaces
/// in it becomes one word by ``Subscription/tag(named:)``: "cool stuff" is tagged "cool-stuff".
public struct URLsFile: Sendable, Hashable {
  public var subscriptions: [Subscription]
  /// The lines read otherwise than as written, in order.
  public var problems: [URLsFileProblem]

  public init(subscriptions: [Subscription], problems: [URLsFileProblem] = []) {
    self.subscriptions = subscriptions
    self.problems = problems
  }

  /// Reads `text` as a urls file; throws when no line is one, so that a file of another kind is
  /// refused rather than read as nothing but problems.
  public init(text: String) throws(URLsFileError) {
    var subscriptions: [Subscription] = []
    var problems: [URLsFileProblem] = []
    var recognised = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let words = Self.words(of: line)
      guard let first = words.first else { continue }
      let number = index + 1
      func problem(_ message: String) { problems.append(URLsFileProblem(line: number, message)) }
      let lowered = first.lowercased()
      if lowered.hasPrefix("query:") {
        recognised = true
        let name = first.dropFirst("query:".count).prefix { $0 != ":" }
        problem("the query feed '\(TerminalText.sanitized(String(name)))' is not supported yet")
        continue
      }
      if lowered.hasPrefix("exec:") || lowered.hasPrefix("filter:") {
        recognised = true
        problem("\(lowered.hasPrefix("exec:") ? "exec:" : "filter:") sources are not supported")
        continue
      }
      guard let url = URL(string: first), WebAddress.isWeb(url) else {
        problem("'\(TerminalText.sanitized(first))' is not an http or https address")
        continue
      }
      recognised = true
      var subscription = Subscription(url: url)
      var tags: [String] = []
      for word in words.dropFirst() {
        if word.hasPrefix("~") {
          let title = TerminalText.sanitized(String(word.dropFirst()))
          subscription.title = title.isEmpty ? nil : title
        } else if word.hasPrefix("!") {
          problem("hidden feeds are not supported yet: \(url.absoluteString) is shown")
        } else if let tag = Subscription.tag(named: word) {
          tags.append(tag)
        }
      }
      subscription.tags = Subscription.once(tags)
      subscriptions.append(subscription)
    }
    guard recognised else { throw .notURLsFile }
    self.init(subscriptions: subscriptions, problems: problems)
  }

  /// The words of one line, as newsboat splits it: at spaces and tabs, a word that begins with
  /// `"` running to the next unescaped `"` (`\"` and `\\` stand for themselves), and nothing read
  /// from a `#` that begins a word.
  static func words(of line: Substring) -> [String] {
    var words: [String] = []
    var characters = line[...]
    while let first = characters.first {
      if first == " " || first == "\t" || first == "\r" {
        characters.removeFirst()
        continue
      }
      if first == "#" { break }
      var word = ""
      if first == "\"" {
        characters.removeFirst()
        while let character = characters.popFirst(), character != "\"" {
          word.append(character == "\\" ? characters.popFirst() ?? character : character)
        }
      } else {
        while let character = characters.first, character != " ", character != "\t",
          character != "\r"
        {
          word.append(character)
          characters.removeFirst()
        }
      }
      words.append(word)
    }
    return words
  }

  /// The file, one feed a line: its address, its tags, then its title as `"~Title"`, a word
  /// quoted when newsboat would otherwise split it or read it as a comment. A tag that begins
  /// with "~" or "!" reads back as a title or a hidden feed, quoted or not, as in newsboat.
  public func text() -> String {
    subscriptions.map { subscription in
      var words = [subscription.url.absoluteString] + subscription.tags.map(Self.quotedIfNeeded)
      if let title = subscription.title, !title.isEmpty {
        words.append(Self.quoted("~" + title))
      }
      return words.joined(separator: " ") + "\n"
    }.joined()
  }

  private static func quotedIfNeeded(_ word: String) -> String {
    let plain =
      !word.isEmpty && !word.hasPrefix("\"") && !word.hasPrefix("#")
      && !word.contains(where: { $0 == " " || $0 == "\t" })
    return plain ? word : quoted(word)
  }

  private static func quoted(_ word: String) -> String {
    "\""
      + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"") + "\""
  }
}
