import Testing

@testable import ConfigurationCore

@Suite struct ConfiguredKeyTests {
  @Test func bindKeyNamesOneKey() {
    #expect(ConfiguredKey.single("j") == .character("j"))
    #expect(ConfiguredKey.single("^R") == .control("r"))
    #expect(ConfiguredKey.single("ENTER") == .named(.enter))
    #expect(ConfiguredKey.single("PPAGE") == .named(.pageUp))
    #expect(ConfiguredKey.single("NPAGE") == .named(.pageDown))
    #expect(ConfiguredKey.single("F12") == .named(.function(12)))
    #expect(ConfiguredKey.single("SPACE") == .character(" "))
    #expect(ConfiguredKey.single("é") == .character("é"))
    #expect(ConfiguredKey.single("^") == .character("^"))
    for text in ["F13", "enter", "jj", ""] {
      #expect(ConfiguredKey.single(text) == nil, "\(text)")
    }
  }

  /// newsboat 2.39's `bind`: sequences, `<…>` names, `<C-x>`, `<S-x>`.
  @Test func bindNamesASequence() {
    #expect(ConfiguredKey.sequence("gg") == [.character("g"), .character("g")])
    #expect(ConfiguredKey.sequence("^O<ENTER>") == [.control("o"), .named(.enter)])
    #expect(ConfiguredKey.sequence("<C-a><S-a>") == [.control("a"), .character("A")])
    #expect(
      ConfiguredKey.sequence("<LT><GT><^>^") == [
        .character("<"), .character(">"), .character("^"), .character("^"),
      ])
    #expect(ConfiguredKey.sequence("<F5>x") == [.named(.function(5)), .character("x")])
    #expect(ConfiguredKey.sequence("<BOGUS>") == nil)
    #expect(ConfiguredKey.sequence("") == nil)
  }
}
