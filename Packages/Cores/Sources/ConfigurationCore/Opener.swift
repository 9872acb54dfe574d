/// `opener REGEX COMMAND [terminal|background]`, this reader's own: the command that opens a link
/// whose URL matches the regular expression (case-insensitively), in place of `browser`. The
/// first rule that matches wins; a link no rule matches goes to the browser.
///
/// A command that runs in the terminal (`terminal`, the default, as `browser` does) is handed the
/// terminal and the reader waits for it; one that opens a window or copies to the clipboard
/// (`background`) starts beside the reader, which carries on.
///
/// ```
/// opener "youtube\\.com/|youtu\\.be/|\\.mp4$" "mpv %u" background
/// ```
public struct Opener: Sendable, Hashable {
  public var pattern: String
  public var command: CommandTemplate
  public var handsOverTerminal: Bool

  public init(pattern: String, command: CommandTemplate, handsOverTerminal: Bool = true) {
    self.pattern = pattern
    self.command = command
    self.handsOverTerminal = handsOverTerminal
  }

  /// Whether the rule is for `url`. A pattern that does not compile matches nothing; the
  /// configuration reports it and never keeps one.
  public func matches(_ url: String) -> Bool {
    guard let regex = try? Regex(pattern).ignoresCase() else { return false }
    return url.contains(regex)
  }
}

/// The commands that open links: the `opener` rules, then the browser.
public struct LinkOpeners: Sendable, Hashable {
  /// `browser`; nil for the system's browser, `$BROWSER`, else `xdg-open`.
  public var browser: CommandTemplate?
  /// `opener`, in the configuration's order.
  public var openers: [Opener]

  public init(browser: CommandTemplate? = nil, openers: [Opener] = []) {
    self.browser = browser
    self.openers = openers
  }

  /// What opens `url`: the first rule that matches it, else the browser, handed the terminal as
  /// newsboat hands it to its browser.
  public func opening(for url: String) -> LinkOpening {
    if let opener = openers.first(where: { $0.matches(url) }) {
      return LinkOpening(command: opener.command, handsOverTerminal: opener.handsOverTerminal)
    }
    return LinkOpening(command: browser, handsOverTerminal: true)
  }
}

/// What opens a link: the command to run, nil for the system's browser (`$BROWSER`, else
/// `xdg-open`), and whether it is handed the terminal.
public struct LinkOpening: Sendable, Hashable {
  public var command: CommandTemplate?
  public var handsOverTerminal: Bool

  public init(command: CommandTemplate?, handsOverTerminal: Bool) {
    self.command = command
    self.handsOverTerminal = handsOverTerminal
  }
}
