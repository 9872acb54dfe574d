import TerminalClient
import Testing

@testable import ReaderFeature

/// The one key map: what the reducer answers, the help lists and the hint bars name.
struct KeyMapTests {
  @Test func noKeyIsBoundTwice() {
    let keys = KeyMap.bindings.flatMap(\.keys)
    #expect(Set(keys).count == keys.count)
  }

  @Test func everyCommandHasAKeyAndTheHelpListsEachButCtrlC() {
    #expect(Set(KeyMap.bindings.map(\.command)).count == KeyMap.bindings.count)
    #expect(KeyMap.help.count == KeyMap.bindings.count - 1)
    #expect(KeyMap.command(for: .control("c")) == .interrupt)
    #expect(!KeyMap.help.contains { $0.command == .interrupt })
  }

  @Test func aKeyAsksForItsCommandAndAnUnboundKeyForNothing() {
    #expect(KeyMap.command(for: .character("j")) == .moveDown)
    #expect(KeyMap.command(for: .down) == .moveDown)
    #expect(KeyMap.command(for: .enter) == .open)
    #expect(KeyMap.command(for: .character("x")) == nil)
  }

  @Test func hintsNameEachCommandByItsFirstKey() {
    #expect(KeyMap.hints(.back, .help, .open) == "q:Back ?:Help ENTER:Open")
    #expect(KeyMap.hints(.back, .redraw, renamed: [.back: "Quit"]) == "q:Quit Ctrl-L:Redraw")
  }
}
