import Testing

@testable import ConfigurationCore

/// The syntax of one line, on the examples newsboat 2.21's manual gives (sections 3.3, 3.4, 5.9
/// and 5.12) and on the cases its tokenizer decides.
@Suite struct ConfigurationLexerTests {
  private func words(_ line: String) -> [String]? {
    guard case .words(let words) = ConfigurationLexer.words(of: line[...]) else { return nil }
    return words.map(\.text)
  }

  @Test func aCommentRunsToTheEndOfTheLineAlsoAfterACommand() {
    #expect(words("# a comment") == [])
    #expect(
      words("max-items        100 # such comments are possible, too") == ["max-items", "100"])
    #expect(words("browser          links") == ["browser", "links"])
    #expect(words("bind-key         ^R    reload-all") == ["bind-key", "^R", "reload-all"])
  }

  /// Section 3.4, "Using Double Quotes".
  @Test func doubleQuotesHoldSpacesAndEscapeQuotesAndBackslashes() {
    #expect(words(#"browser "firefox --new-tab %u""#) == ["browser", "firefox --new-tab %u"])
    #expect(
      words(#"ocnews-password "UnbalancedQuotes\"AreSoFun!""#)
        == ["ocnews-password", #"UnbalancedQuotes"AreSoFun!"#])
    #expect(
      words(#"pager "/usr/bin/my\\ favourite\\ pager""#)
        == ["pager", #"/usr/bin/my\ favourite\ pager"#])
  }

  /// Section 5.12: the regular expressions of the manual's highlights, and the colour schemes'
  /// `"\\[[0-9]+\\]"`, which reaches the regular expression as `\[[0-9]+\]`.
  @Test func aQuotedRegularExpressionKeepsItsBackslashesOnce() {
    #expect(
      words(#"highlight article "^(Feed|Title|Author|Link|Date):" default default underline"#)
        == [
          "highlight", "article", "^(Feed|Title|Author|Link|Date):", "default", "default",
          "underline",
        ])
    #expect(
      words(#"highlight article "\\[[0-9]+\\]" color63 default bold"#)
        == ["highlight", "article", #"\[[0-9]+\]"#, "color63", "default", "bold"])
    #expect(
      words(#"highlight feedlist "https?://[^ ]+" yellow red bold"#)
        == ["highlight", "feedlist", "https?://[^ ]+", "yellow", "red", "bold"])
  }

  @Test func aHashInsideQuotesIsNoComment() {
    #expect(
      words(#"define-filter "all feeds with 'fun' tag" "tags # \"fun\"" # a filter"#)
        == ["define-filter", "all feeds with 'fun' tag", #"tags # "fun""#])
  }

  @Test func aHashOutsideQuotesEndsTheLineEvenInsideAWord() {
    #expect(words("color#1 red") == ["color"])
  }

  @Test func aBackslashBeforeAHashOrABacktickOutsideQuotesMakesItLiteral() {
    #expect(words(##"bind-key \# goto-url"##) == ["bind-key", "#", "goto-url"])
    #expect(words(#"macro \` open"#) == ["macro", "`", "open"])
    // Outside quotes newsboat escapes nothing else: the backslash stays.
    #expect(words(#"save-path C:\files"#) == ["save-path", #"C:\files"#])
  }

  @Test func cEscapesInsideQuotesAreWhatTheyAreInC() {
    let lexed = ConfigurationLexer.words(of: #"notify-format "a\tb""#)
    #expect(lexed == .words([ConfigurationWord("notify-format"), .init("a\tb", isQuoted: true)]))
    #expect(words(#"x "a\qb""#) == ["x", "aqb"])
  }

  @Test func aQuoteLeftOpenRunsToTheEndOfTheLine() {
    #expect(words(#"browser "w3m %u"#) == ["browser", "w3m %u"])
  }

  @Test func aClosingQuoteEndsAWordWithoutASpace() {
    #expect(words(#"a "b"c"#) == ["a", "b", "c"])
  }

  @Test func quotedWordsAreToldFromBareOnes() {
    guard case .words(let lexed) = ConfigurationLexer.words(of: #"macro a "x;y" z;"#) else {
      Issue.record("not words")
      return
    }
    #expect(lexed.map(\.isQuoted) == [false, false, true, false])
  }

  /// Backticks run a shell in newsboat; here the line is reported, never run.
  @Test(arguments: [
    "browser `which firefox`", #"browser "`which firefox` %u""#, "x a`b # c`d",
  ])
  func backticksThatEncloseACommandAreToldApart(line: String) {
    #expect(ConfigurationLexer.words(of: line[...]) == .commandSubstitution)
  }

  @Test(arguments: [#"browser "w3m \`x\` %u""#, "browser w3m # `a`", "x a`b"])
  func escapedCommentedOrLoneBackticksAreText(line: String) {
    #expect(ConfigurationLexer.words(of: line[...]) != .commandSubstitution)
  }

  @Test(arguments: ["browser \u{1B}[2Jw3m", "notify-format \"a\\nb\"", "x \u{202E}abc"])
  func aControlCharacterInAWordRefusesTheLine(line: String) {
    #expect(ConfigurationLexer.words(of: line[...]) == .controlCharacter)
  }

  @Test func aControlCharacterInACommentIsNoMatter() {
    #expect(words("auto-reload yes # \u{1B}[2J") == ["auto-reload", "yes"])
  }
}
