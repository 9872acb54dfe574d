import ConfigurationCore
import TerminalClient
import Testing

@testable import ReaderFeature

/// The one key map: what the reducer answers, the help lists and the hint bars name.
struct KeyMapTests {
  let feeds = ReaderPage.feeds(ListPosition())

  @Test func noKeyIsBoundTwice() {
    let keys = KeyMap.defaults.flatMap(\.keys)
    #expect(Set(keys).count == keys.count)
  }

  @Test func everyCommandHasAKeyAndTheHelpListsEach() {
    #expect(Set(KeyMap.defaults.map(\.command)).count == KeyMap.defaults.count)
    for context in KeyContext.allCases {
      #expect(KeyMap().help[context]?.count == KeyMap.defaults.count)
    }
  }

  @Test func everyCommandHasAnOperationNameTheConfigurationKnows() {
    #expect(Set(BoundOperation.commands.values) == Set(KeyMap.defaults.map(\.command)))
    #expect(BoundOperation.commands.keys.allSatisfy(KnownOperations.contains))
  }

  @Test func aKeyAsksForItsCommandAndAnUnboundKeyForNothing() {
    let map = KeyMap()
    #expect(map.operations(for: .character("j"), on: feeds) == [.command(.moveDown)])
    #expect(map.operations(for: .down, on: feeds) == [.command(.moveDown)])
    #expect(map.operations(for: .enter, on: feeds) == [.command(.open)])
    #expect(map.operations(for: .character("x"), on: feeds) == nil)
    // Ctrl-C interrupts whatever the map says (KeyMap.interrupt), so it is no binding.
    #expect(map.operations(for: .control("c"), on: feeds) == nil)
  }

  @Test func hintsNameEachCommandByItsFirstKey() {
    let map = KeyMap()
    #expect(map.hints([.back, .help, .open], in: .feeds) == "q:Back ?:Help ENTER:Open")
    #expect(
      map.hints([.back, .redraw], in: .feeds, renamed: [.back: "Quit"]) == "q:Quit Ctrl-L:Redraw")
  }

  @Test func theHelpNamesTheKeysAsTheDefaultsAlwaysHave() {
    let keys = KeyMap().help[.feeds]?.prefix(7).map(\.keys)
    #expect(keys == ["j, Down", "k, Up", "Space, PgDn", "b, PgUp", "g, Home", "G, End", "Enter"])
  }
}

/// The operations added for issue 30 on newsboat's keys, and their names in `bind-key`.
struct AddedOperationKeyTests {
  let feeds = ReaderPage.feeds(ListPosition())

  /// Each name newsboat gives one of them, bound to a free key, asks for its command.
  @Test(arguments: [
    ("open-in-browser-and-mark-read", ReaderCommand.openInBrowserAndMarkRead)
  ])
  func bindKeyToTheOperationsName(name: String, command: ReaderCommand) {
    let map = KeyMap(KeyBindingTests.options("bind-key x \(name)").keyBindings)
    #expect(map.operations(for: .character("x"), on: feeds) == [.command(command)])
  }

  @Test func theHelpListsTheirDefaultKeys() {
    let article = KeyMap().help[.article] ?? []
    #expect(
      article.contains(
        KeyMap.HelpLine(keys: "O", meaning: "Open the article in the browser, mark it read")))
  }
}
