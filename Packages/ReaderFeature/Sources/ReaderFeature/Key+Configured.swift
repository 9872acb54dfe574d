import ConfigurationCore
import TerminalClient
import TextCore

extension Key {
  /// The key a configuration names, or nil for one the terminal never reports to the reader
  /// (the function keys).
  init?(_ configured: ConfiguredKey) {
    switch configured {
    case .character(let character): self = .character(character)
    case .control(let letter): self = .control(letter)
    case .named(.enter): self = .enter
    case .named(.backspace): self = .backspace
    case .named(.escape): self = .escape
    case .named(.tab): self = .tab
    case .named(.left): self = .left
    case .named(.right): self = .right
    case .named(.up): self = .up
    case .named(.down): self = .down
    case .named(.pageUp): self = .pageUp
    case .named(.pageDown): self = .pageDown
    case .named(.home): self = .home
    case .named(.end): self = .end
    case .named(.function): return nil
    }
  }

  /// The key as the help screen and the status line name it, such as `j`, `Space`, `Ctrl-L` or
  /// `PgDn`; a character is sanitised, since any key the terminal reports may be pressed.
  var name: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): TerminalText.sanitized(String(character))
    case .control(let letter): "Ctrl-" + TerminalText.sanitized(letter.uppercased())
    case .enter: "Enter"
    case .escape: "Esc"
    case .tab: "Tab"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    }
  }

  /// The key as a hint bar names it: as the help does, but Enter in capitals, which stands out
  /// among the bar's words.
  var hintName: String {
    self == .enter ? "ENTER" : name
  }

  /// Whether the key types text (a character, or one with Ctrl), which the help lists before
  /// the keys named by a word, as in "j, Down".
  var isTyped: Bool {
    switch self {
    case .character, .control: true
    default: false
    }
  }
}
