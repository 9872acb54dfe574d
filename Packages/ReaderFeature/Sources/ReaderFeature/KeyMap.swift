import TerminalClient

/// The keys the reader answers to: newsboat's where it has the same action (`n`, `N`, `A`, `C`,
/// `r`, `R`, `o`, `/`, `q`, `Q`), and others where it has none or binds the key to something else
/// (`g` and `G` sort in newsboat, `p` is its previous unread, `s` saves); `L`, the error log,
/// is a key newsboat leaves free, as it has no such log.
///
/// One map, which the reducer reads to know what a key asks for, the help screen lists and the
/// hint bars name keys from, so that a key changed here changes everywhere at once.
enum KeyMap {
  struct Binding: Hashable {
    var command: ReaderCommand
    var keys: [Key]
    /// The keys as the help screen lists them, such as "j, Down".
    var shown: String
    /// What the key does, as the help screen says it; nil keeps it off the help screen.
    var meaning: String?
    /// The key and a word or two, as a hint bar shows them, such as "ENTER" and "Open".
    var hintKey: String
    var hint: String
  }

  static let bindings: [Binding] = [
    Binding(.moveDown, [.character("j"), .down], "j, Down", "Move down", hint: "Down"),
    Binding(.moveUp, [.character("k"), .up], "k, Up", "Move up", hint: "Up"),
    Binding(.pageDown, [.character(" "), .pageDown], "Space, PgDn", "Page down", hint: "Page"),
    Binding(.pageUp, [.character("b"), .pageUp], "b, PgUp", "Page up", hint: "Page up"),
    Binding(.top, [.character("g"), .home], "g, Home", "Go to the top", hint: "Top"),
    Binding(.bottom, [.character("G"), .end], "G, End", "Go to the bottom", hint: "Bottom"),
    Binding(.open, [.enter], "Enter", "Open", hintKey: "ENTER", hint: "Open"),
    Binding(.back, [.character("q")], "q", "Go back; quit from the feeds", hint: "Back"),
    Binding(.quit, [.character("Q")], "Q", "Quit", hint: "Quit"),
    Binding(.interrupt, [.control("c")], "Ctrl-C", nil, hint: "Interrupt"),
    Binding(
      .openInBrowser, [.character("o")], "o", "Open the article in the browser",
      hint: "Open in browser"),
    Binding(.links, [.character("u")], "u", "The article's links", hint: "Links"),
    Binding(.fetchPage, [.character("f")], "f", "Fetch the whole article", hint: "Fetch"),
    Binding(.reload, [.character("r")], "r", "Reload this feed", hint: "Reload"),
    Binding(.reloadAll, [.character("R")], "R", "Reload all feeds", hint: "Reload all"),
    Binding(.nextUnread, [.character("n")], "n", "Next unread, in any feed", hint: "Next unread"),
    Binding(.toggleRead, [.character("N")], "N", "Toggle read", hint: "Toggle read"),
    Binding(.toggleStar, [.character("*")], "*", "Toggle the star", hint: "Star"),
    Binding(.markFeedRead, [.character("A")], "A", "Mark the feed read", hint: "Mark read"),
    Binding(.markAllRead, [.character("C")], "C", "Mark all feeds read, y/n", hint: "Mark all"),
    Binding(.search, [.character("/")], "/", "Search", hint: "Search"),
    Binding(.filter, [.character("F")], "F", "Filter the list", hint: "Filter"),
    Binding(.clearFilter, [.control("f")], "Ctrl-F", "Clear the filter", hint: "Clear filter"),
    Binding(.play, [.character("p")], "p", "Play the article's audio", hint: "Play"),
    Binding(.stop, [.character("s")], "s", "Stop playing", hint: "Stop"),
    Binding(.redraw, [.control("l")], "Ctrl-L", "Redraw the screen", hint: "Redraw"),
    Binding(.help, [.character("?")], "?", "This help", hint: "Help"),
    Binding(
      .errorLog, [.character("L")], "L", "The errors met since the reader opened",
      hint: "Error log"),
  ]

  /// What `key` asks for, or nil for a key bound to nothing.
  static func command(for key: Key) -> ReaderCommand? {
    commands[key]
  }

  /// The help screen's lines, in the map's order.
  static let help = bindings.filter { $0.meaning != nil }

  /// The widest key column of the help screen, so the meanings line up.
  static let helpKeyColumn = help.map(\.shown.count).max() ?? 0

  /// A hint bar naming each of `commands` by its key, such as "q:Back ?:Help", with the words of
  /// `renamed` in place of a command's own where a screen says it otherwise.
  static func hints(_ commands: ReaderCommand..., renamed: [ReaderCommand: String] = [:])
    -> String
  {
    commands.compactMap { command in
      bindings.first { $0.command == command }.map {
        "\($0.hintKey):\(renamed[command] ?? $0.hint)"
      }
    }.joined(separator: " ")
  }

  private static let commands: [Key: ReaderCommand] = Dictionary(
    bindings.flatMap { binding in binding.keys.map { ($0, binding.command) } },
    uniquingKeysWith: { first, _ in first })
}

extension KeyMap.Binding {
  /// A binding whose hint bar shows its first key as the help screen does.
  init(
    _ command: ReaderCommand, _ keys: [Key], _ shown: String, _ meaning: String?,
    hintKey: String? = nil, hint: String
  ) {
    self.init(
      command: command, keys: keys, shown: shown, meaning: meaning,
      hintKey: hintKey ?? shown.components(separatedBy: ", ")[0], hint: hint)
  }
}
