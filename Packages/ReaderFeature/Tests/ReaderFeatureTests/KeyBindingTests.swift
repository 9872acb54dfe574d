import ConfigurationCore
import ReaderFeature
import TerminalClient
import Testing

/// The configuration's `bind-key`, `unbind-key` and `bind` lines on the reader's keys: what a key
/// does, what an unbound key says, and what the help and the hint bars name.
struct KeyBindingTests {
  static func options(_ text: String) -> ReaderOptions {
    let loaded = LoadedConfiguration(
      text, file: "config",
      parser: ConfigurationParser(home: nil) { _ in .unreadable(reason: "none") })
    #expect(loaded.problems.isEmpty)
    return ReaderOptions(keyBindings: loaded.configuration.keyBindings)
  }

  @Test func vimKeysAfterUnbindingEveryKeyAreTheOnlyKeys() {
    let options = Self.options(
      """
      unbind-key -a
      bind-key j down
      bind-key k up
      bind-key h quit
      bind-key ? help
      """)
    var harness = ReducerHarness(.loaded(options: options))
    harness.send(.key(.character("j"))) { $0.pages = [.feeds(ListPosition(selected: 1))] }
    harness.send(.key(.character("k"))) { $0.pages = [.feeds(ListPosition(selected: 0))] }
    harness.send(.key(.down)) { $0.message = .keyNotBound("Down", helpKey: "?") }
    harness.send(.key(.character("q"))) { $0.message = .keyNotBound("q", helpKey: "?") }
    // Ctrl-C is no binding: it interrupts whatever the configuration unbinds.
    harness.send(.key(.control("c")), directive: .interrupt) { $0.message = nil }
    harness.send(.key(.character("h")), directive: .quit)
  }

  @Test func aBindingLimitedToADialogActsOnlyOnItsPages() {
    let options = Self.options("bind-key h quit help")
    var harness = ReducerHarness(.loaded(options: options))
    harness.send(.key(.character("h"))) { $0.message = .keyNotBound("h", helpKey: "?") }
    harness.send(.key(.character("?"))) {
      $0.message = nil
      $0.pages.append(.help(scroll: 0))
    }
    harness.send(.key(.character("h"))) { $0.pages.removeLast() }
  }

  @Test func anUnboundKeySaysSoAndNamesTheHelpKeyWhenOneIsBound() {
    var harness = ReducerHarness(.loaded())
    harness.send(.key(.character("x"))) { $0.message = .keyNotBound("x", helpKey: "?") }
    #expect(
      ReaderScreen.phrase(.keyNotBound("x", helpKey: "?"))
        == "x is not bound to anything; ? shows the keys")

    var unbound = ReducerHarness(.loaded(options: Self.options("unbind-key ?\nbind-key H help")))
    unbound.send(.key(.character("?"))) { $0.message = .keyNotBound("?", helpKey: "H") }
    var helpless = ReducerHarness(.loaded(options: Self.options("unbind-key -a")))
    helpless.send(.key(.character("x"))) { $0.message = .keyNotBound("x", helpKey: nil) }
    #expect(ReaderScreen.phrase(.keyNotBound("x", helpKey: nil)) == "x is not bound to anything")
  }

  @Test func anOperationTheReaderDoesNotCarryOutSaysSoNamingIt() {
    var harness = ReducerHarness(.loaded(options: Self.options("bind-key K random-unread")))
    harness.send(.key(.character("K"))) { $0.message = .operationNotSupported("random-unread") }
    #expect(
      ReaderScreen.phrase(.operationNotSupported("random-unread"))
        == "random-unread is not supported yet")
  }

  @Test func aKeyBoundToSeveralOperationsRunsThemInTurn() {
    let options = Self.options(#"bind x feedlist down ; down -- "Two down""#)
    var harness = ReducerHarness(.loaded(options: options))
    harness.send(.key(.character("x"))) { $0.pages = [.feeds(ListPosition(selected: 2))] }
  }

  @Test func aKeySequenceIsSaidOnceAsTheReaderOpens() {
    let options = Self.options("bind gg everywhere home")
    var harness = ReducerHarness(options: options)
    let warning = "bind gg: key sequences are not supported yet; the binding is skipped"
    harness.send(.started, effects: [.loadFeeds, .watchStore]) {
      $0.message = .startupWarnings([warning])
      $0.logged("Starting", warning)
    }
  }

  @Test func theHelpNamesTheKeysAsBound() {
    let options = Self.options(
      """
      bind-key J down
      unbind-key j
      bind-key K random-unread
      bind x feedlist down ; down -- "Two down"
      """)
    var state = ReaderState.loaded(size: Fixtures.wide, options: options)
    ScreenScenarios.reduce(&state, .key(.character("?")))
    let lines = ScreenScenarios.render(state).text.split(separator: "\n")
    #expect(lines[1] == "  J, Down      Move down")
    #expect(lines[2] == "  k, Up        Move up")
    #expect(!lines.contains { $0.hasPrefix("  j") })
    #expect(lines.contains("  K            random-unread (not supported yet)"))
    #expect(lines.contains("  x            Two down"))
  }

  @Test func theHintBarsNameTheKeysAsBound() {
    let options = Self.options(
      """
      unbind-key q
      bind-key h quit
      unbind-key ?
      bind-key F1 help
      """)
    let frame = ScreenScenarios.render(.loaded(size: Fixtures.wide, options: options))
    let bar = frame.text.split(separator: "\n", omittingEmptySubsequences: false)[
      Fixtures.wide.rows - 2]
    #expect(bar.hasPrefix(" h:Quit ENTER:Open r:Reload"))
  }
}
