import ConfigurationCore
import TerminalClient
import TextCore

/// The keys the reader answers to, on each kind of page: the defaults below, changed by the
/// configuration's `bind-key`, `unbind-key` and `bind` lines in the order it gives them.
///
/// The defaults are newsboat's keys where it has the same action (`n`, `N`, `A`, `C`, `r`, `R`,
/// `o`, `/`, `q`, `Q`), and others where it has none or binds the key to something else (`g` and
/// `G` sort in newsboat, `p` is its previous unread, `s` saves); `L`, the error log, is a key
/// newsboat leaves free, as it has no such log.
///
/// One map, built once as the reader starts, which the reducer reads to know what a key asks for
/// (a dictionary lookup a key), the help screen lists and the hint bars name keys from, so that a
/// key rebound in the configuration changes everywhere at once.
struct KeyMap: Hashable {
  /// One of the reader's commands as it ships: its keys, and its words on the help screen and
  /// the hint bars.
  struct Default {
    var command: ReaderCommand
    var keys: [Key]
    /// What the key does, as the help screen says it.
    var meaning: String
    /// A word or two, as a hint bar says it after the key, such as "Open".
    var hint: String
    /// The kinds of page the keys act on: every kind, but where newsboat gives a key two
    /// meanings, such as `J`, the next feed from a list and the next article from an article.
    var contexts: [KeyContext]

    init(
      _ command: ReaderCommand, _ keys: [Key], _ meaning: String, hint: String,
      on contexts: [KeyContext] = KeyContext.allCases
    ) {
      self.command = command
      self.keys = keys
      self.meaning = meaning
      self.hint = hint
      self.contexts = contexts
    }
  }

  static let defaults: [Default] =
    [
      Default(.moveDown, [.character("j"), .down], "Move down", hint: "Down"),
      Default(.moveUp, [.character("k"), .up], "Move up", hint: "Up"),
      Default(.pageDown, [.character(" "), .pageDown], "Page down", hint: "Page"),
      Default(.pageUp, [.character("b"), .pageUp], "Page up", hint: "Page up"),
      Default(.top, [.character("g"), .home], "Go to the top", hint: "Top"),
      Default(.bottom, [.character("G"), .end], "Go to the bottom", hint: "Bottom"),
      Default(.open, [.enter], "Open", hint: "Open"),
      Default(.back, [.character("q")], "Go back; quit from the feeds", hint: "Back"),
      Default(.quit, [.character("Q")], "Quit", hint: "Quit"),
      Default(
        .openInBrowser, [.character("o")], "Open the article in the browser",
        hint: "Open in browser"),
      Default(
        .openInBrowserAndMarkRead, [.character("O")],
        "Open the article in the browser, mark it read",
        hint: "Open, mark read"),
      // newsboat binds no key to these two.
      Default(
        .openAllUnread, [], "Open every unread article of the list in the browser",
        hint: "Open unread"),
      Default(
        .openAllUnreadAndMarkRead, [], "Open every unread article in the browser, mark them read",
        hint: "Open unread, mark read"),
      Default(.links, [.character("u"), .character("#")], "The article's links", hint: "Links"),
    ]
    + (1...9).map { number in
      Default(
        .openLink(number), [.character(Character("\(number)"))],
        "Open the article's link \(number)",
        hint: "Link \(number)", on: [.article, .links])
    } + [
      Default(.fetchPage, [.character("f")], "Fetch the whole article", hint: "Fetch"),
      Default(.reload, [.character("r")], "Reload this feed", hint: "Reload"),
      Default(.reloadAll, [.character("R")], "Reload all feeds", hint: "Reload all"),
      Default(.nextUnread, [.character("n")], "Next unread, in any feed", hint: "Next unread"),
      Default(
        .previousUnread, [], "Previous unread, in this list (newsboat's p, which plays here)",
        hint: "Previous unread"),
      Default(
        .nextFeed, [.character("J")], "Next feed", hint: "Next feed", on: [.feeds, .articles]),
      Default(
        .previousFeed, [.character("K")], "Previous feed", hint: "Previous feed",
        on: [.feeds, .articles]),
      Default(
        .next, [.character("J")], "Next article, read or not", hint: "Next", on: [.article]),
      Default(
        .previous, [.character("K")], "Previous article, read or not", hint: "Previous",
        on: [.article]),
      Default(
        .nextUnreadFeed, [.control("n")], "Next feed with unread articles",
        hint: "Next unread feed", on: [.feeds, .articles, .article]),
      Default(
        .previousUnreadFeed, [.control("p")], "Previous feed with unread articles",
        hint: "Previous unread feed", on: [.feeds, .articles, .article]),
      Default(
        .toggleShowReadFeeds, [.character("l")], "Show or hide the feeds with nothing unread",
        hint: "Read feeds", on: [.feeds]),
      Default(.toggleRead, [.character("N")], "Toggle read", hint: "Toggle read"),
      Default(.toggleStar, [.character("*")], "Toggle the star", hint: "Star"),
      Default(.markFeedRead, [.character("A")], "Mark the feed read", hint: "Mark read"),
      Default(.markAllRead, [.character("C")], "Mark all feeds read, y/n", hint: "Mark all"),
      Default(.search, [.character("/")], "Search", hint: "Search"),
      Default(.filter, [.character("F")], "Filter the list", hint: "Filter"),
      Default(.clearFilter, [.control("f")], "Clear the filter", hint: "Clear filter"),
      Default(
        .play, [.character("p")], "Play the article's audio (newsboat: prev-unread)", hint: "Play"),
      Default(.stop, [.character("s")], "Stop playing", hint: "Stop"),
      Default(.redraw, [.control("l")], "Redraw the screen", hint: "Redraw"),
      Default(.help, [.character("?")], "This help", hint: "Help"),
      Default(
        .errorLog, [.character("L")], "The errors met since the reader opened", hint: "Error log"),
    ]

  /// Ctrl-C, which raw mode delivers as a key rather than a signal: it interrupts the reader
  /// whatever the configuration binds, as the signal does newsboat, so that `unbind-key -a` never
  /// leaves a reader that cannot be stopped.
  static let interrupt = Key.control("c")

  /// What a key does on one kind of page.
  struct Binding: Hashable {
    /// Run in turn: one for `bind-key`, one or more for `bind`.
    var operations: [BoundOperation]
    /// What the help says the key does, when the configuration's `bind` says it.
    var description: String?
    /// When the key was bound: the defaults first, then the configuration's lines, which orders
    /// a command's keys on the help screen.
    var order: Int
  }

  /// One line of the help screen: the keys, such as "j, Down", and what they do.
  struct HelpLine: Hashable {
    var keys: String
    var meaning: String
  }

  private var bindings: [KeyContext: [Key: Binding]] = [:]
  /// What the configuration bound that no key can press, a sentence each: the reader shows them
  /// as it opens, with the app's warnings.
  private(set) var warnings: [String] = []
  /// The help screen's lines for each kind of page, in the defaults' order, then the
  /// configuration's other bindings.
  private(set) var help: [KeyContext: [HelpLine]] = [:]
  /// Each kind of page's hint bars, spelt once here rather than on every frame.
  private(set) var hintBars: [KeyContext: HintBars] = [:]

  /// The defaults, changed by `changes` in turn.
  init(_ changes: [KeyBindingChange] = []) {
    var order = 0
    for binding in Self.defaults {
      for key in binding.keys {
        for context in binding.contexts {
          bindings[context, default: [:]][key] = Binding(
            operations: [.command(binding.command)], order: order)
        }
        order += 1
      }
    }
    for change in changes {
      apply(change, order: order)
      order += 1
    }
    for context in KeyContext.allCases {
      help[context] = helpLines(in: context)
      hintBars[context] = HintBars(self, context)
    }
  }

  /// What `key` does on `page`, nil when it is bound to nothing there.
  func operations(for key: Key, on page: ReaderPage) -> [BoundOperation]? {
    bindings[KeyContext(page)]?[key]?.operations
  }

  /// The keys that give `command` alone on pages of `context`, typed keys first, as in
  /// "j, Down", each group in the order they were bound.
  func keys(for command: ReaderCommand, in context: KeyContext) -> [Key] {
    (bindings[context] ?? [:])
      .filter { $0.value.operations == [.command(command)] && $0.value.description == nil }
      .sorted {
        ($0.key.isTyped ? 0 : 1, $0.value.order) < ($1.key.isTyped ? 0 : 1, $1.value.order)
      }
      .map(\.key)
  }

  /// A hint bar naming each of `commands` by its first key on pages of `context`, such as
  /// "q:Back ?:Help", with the words of `renamed` in place of a command's own where a screen says
  /// it otherwise. A command bound to no key there is left out.
  func hints(
    _ commands: [ReaderCommand], in context: KeyContext, renamed: [ReaderCommand: String] = [:]
  ) -> String {
    commands.compactMap { command in
      guard let key = keys(for: command, in: context).first,
        let binding = Self.defaults.first(where: { $0.command == command })
      else { return nil }
      return "\(key.hintName):\(renamed[command] ?? binding.hint)"
    }.joined(separator: " ")
  }

  private mutating func apply(_ change: KeyBindingChange, order: Int) {
    switch change {
    case .bind(let binding):
      guard binding.keys.count == 1 else {
        warnings.append(
          "bind \(TerminalText.sanitized(binding.written)): key sequences are not supported "
            + "yet; the binding is skipped")
        return
      }
      guard let key = Key(binding.keys[0]) else {
        warnings.append(
          "\(TerminalText.sanitized(binding.written)): the reader does not read function keys "
            + "yet; the binding is skipped")
        return
      }
      let bound = Binding(
        operations: binding.operations.map(BoundOperation.init),
        description: binding.description.map { TerminalText.sanitized($0) }, order: order)
      for context in KeyContext.contexts(of: binding.dialogs) {
        bindings[context, default: [:]][key] = bound
      }
    case .unbind(let configured, _, let dialog):
      guard let key = Key(configured) else { return }
      for context in KeyContext.contexts(of: dialog.map { [$0] }) {
        bindings[context]?[key] = nil
      }
    case .unbindAll(let dialog):
      for context in KeyContext.contexts(of: dialog.map { [$0] }) {
        bindings[context] = [:]
      }
    }
  }

  /// The defaults' lines that still have a key, then one line for each other binding: several
  /// operations, an operation the reader does not carry out yet, or a description of its own.
  private func helpLines(in context: KeyContext) -> [HelpLine] {
    var lines = Self.defaults.compactMap { binding -> HelpLine? in
      let keys = keys(for: binding.command, in: context)
      guard !keys.isEmpty else { return nil }
      return HelpLine(keys: keys.map(\.name).joined(separator: ", "), meaning: binding.meaning)
    }
    let others = (bindings[context] ?? [:]).filter { _, binding in
      guard binding.operations.count == 1, case .command = binding.operations[0] else {
        return true
      }
      return binding.description != nil
    }
    for (key, binding) in others.sorted(by: { $0.value.order < $1.value.order }) {
      lines.append(HelpLine(keys: key.name, meaning: Self.meaning(of: binding)))
    }
    return lines
  }

  private static func meaning(of binding: Binding) -> String {
    let unsupported = binding.operations.compactMap { operation -> String? in
      if case .unsupported(let name) = operation { TerminalText.sanitized(name) } else { nil }
    }
    guard let description = binding.description else {
      return binding.operations.map { operation in
        switch operation {
        case .command(let command):
          defaults.first { $0.command == command }?.meaning ?? ""
        case .unsupported(let name):
          "\(TerminalText.sanitized(name)) (not supported yet)"
        }
      }.joined(separator: "; ")
    }
    guard !unsupported.isEmpty else { return description }
    return "\(description) (not supported yet: \(unsupported.joined(separator: ", ")))"
  }
}
