import ConfigurationCore
import TerminalClient
import Testing

@testable import ReaderFeature

/// The one key map: what the reducer answers, the help lists and the hint bars name.
struct KeyMapTests {
  let feeds = ReaderPage.feeds(ListPosition())

  @Test func noKeyIsBoundTwiceOnAPage() {
    for context in KeyContext.allCases {
      let keys = KeyMap.defaults.filter { $0.contexts.contains(context) }.flatMap(\.keys)
      #expect(Set(keys).count == keys.count)
    }
  }

  /// newsboat binds no key to some operations (`open-all-unread-in-browser`), and this reader none
  /// to `prev-unread`, whose `p` plays: the help lists every other.
  @Test func everyCommandIsOneDefaultAndTheHelpListsEachWithAKey() {
    #expect(Set(KeyMap.defaults.map(\.command)).count == KeyMap.defaults.count)
    for context in KeyContext.allCases {
      let keyed = KeyMap.defaults.filter { !$0.keys.isEmpty && $0.contexts.contains(context) }
      #expect(KeyMap().help[context]?.count == keyed.count)
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
    ("open-in-browser-and-mark-read", ReaderCommand.openInBrowserAndMarkRead),
    ("next-feed", .nextFeed), ("prev-feed", .previousFeed), ("next-unread-feed", .nextUnreadFeed),
    ("prev-unread-feed", .previousUnreadFeed), ("prev-unread", .previousUnread), ("next", .next),
    ("prev", .previous), ("toggle-show-read-feeds", .toggleShowReadFeeds),
    ("goto-url", .links), ("one", .openLink(1)), ("five", .openLink(5)), ("nine", .openLink(9)),
    ("open-all-unread-in-browser", .openAllUnread),
    ("open-all-unread-in-browser-and-mark-read", .openAllUnreadAndMarkRead),
  ])
  func bindKeyToTheOperationsName(name: String, command: ReaderCommand) {
    let map = KeyMap(KeyBindingTests.options("bind-key x \(name)").keyBindings)
    #expect(map.operations(for: .character("x"), on: feeds) == [.command(command)])
  }

  @Test func theHelpListsTheirDefaultKeys() {
    let map = KeyMap()
    let article = map.help[.article] ?? []
    let articles = map.help[.articles] ?? []
    let feeds = map.help[.feeds] ?? []
    #expect(
      article.contains(
        KeyMap.HelpLine(keys: "O", meaning: "Open the article in the browser, mark it read")))
    #expect(article.contains(KeyMap.HelpLine(keys: "J", meaning: "Next article, read or not")))
    #expect(article.contains(KeyMap.HelpLine(keys: "K", meaning: "Previous article, read or not")))
    #expect(articles.contains(KeyMap.HelpLine(keys: "J", meaning: "Next feed")))
    #expect(feeds.contains(KeyMap.HelpLine(keys: "K", meaning: "Previous feed")))
    #expect(
      articles.contains(KeyMap.HelpLine(keys: "Ctrl-N", meaning: "Next feed with unread articles")))
    #expect(
      articles.contains(
        KeyMap.HelpLine(keys: "Ctrl-P", meaning: "Previous feed with unread articles")))
    #expect(
      feeds.contains(
        KeyMap.HelpLine(keys: "l", meaning: "Show or hide the feeds with nothing unread")))
    #expect(article.contains(KeyMap.HelpLine(keys: "u, #", meaning: "The article's links")))
    #expect(article.contains(KeyMap.HelpLine(keys: "7", meaning: "Open the article's link 7")))
    #expect(!articles.contains { $0.keys == "7" })
    // newsboat's p is its previous unread; here it plays, and the help says so beside it.
    #expect(
      articles.contains(
        KeyMap.HelpLine(keys: "p", meaning: "Play the article's audio (newsboat: prev-unread)")))
  }
}
