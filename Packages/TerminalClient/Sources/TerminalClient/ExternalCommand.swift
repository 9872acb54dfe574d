import ConfigurationCore
import Foundation

/// A command the user configured, to run on an article's link, with a message or on a text: the
/// browser, an opener, the program `notify-program` names, the one `pipe-to` is given.
///
/// The fields never become shell text: the live terminal runs the template through `sh` with
/// each field as a positional parameter (``CommandTemplate``), so a title of `; rm -rf ~` is one
/// argument of the user's command and nothing else.
public struct ExternalCommand: Sendable, Hashable {
  /// What the command is run on.
  public enum Subject: Sendable, Hashable {
    /// A web page: `%u` the URL, `%t` the article's title, `%f` its feed's title. Only http and
    /// https addresses are opened: a `file:` or `javascript:` link from a feed never reaches a
    /// browser.
    case link(url: URL, title: String, feed: String)
    /// Arguments given after the command, as newsboat gives `notify-program` its message.
    case arguments([String])
    /// Text on the command's standard input, as newsboat's `pipe-to` gives it an article; the
    /// command's `%` sequences are left as they are.
    case standardInput(String)
  }

  /// The user's command; nil for the system's browser (`$BROWSER`, else `xdg-open`), which only
  /// a link can be given.
  public var template: CommandTemplate?
  public var subject: Subject
  /// Whether the command runs in the terminal, which it is lent until it exits (a terminal
  /// browser), or beside it with no terminal at all, while the caller carries on (mpv, a
  /// clipboard tool, a notifier).
  public var handsOverTerminal: Bool

  public init(template: CommandTemplate?, subject: Subject, handsOverTerminal: Bool) {
    self.template = template
    self.subject = subject
    self.handsOverTerminal = handsOverTerminal
  }

  /// `url` opened as `opening` says: by the browser or an opener.
  public static func opening(
    _ url: URL, title: String = "", feed: String = "", as opening: LinkOpening
  ) -> ExternalCommand {
    ExternalCommand(
      template: opening.command, subject: .link(url: url, title: title, feed: feed),
      handsOverTerminal: opening.handsOverTerminal)
  }
}
