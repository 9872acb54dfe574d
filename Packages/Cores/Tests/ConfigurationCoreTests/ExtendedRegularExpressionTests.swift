import Testing

@testable import ConfigurationCore

/// `highlight`'s patterns are POSIX extended regular expressions, matched without regard to case,
/// as newsboat's regcomp reads them; each case here is one where Swift's own syntax would mean
/// something else.
@Suite struct ExtendedRegularExpressionTests {
  private func matched(_ pattern: String, in text: String) throws -> [String] {
    try ExtendedRegularExpression(pattern).ranges(in: text).map { String(text[$0]) }
  }

  @Test func newsboatsDocumentedExamplesMatchAsTheManualShows() throws {
    #expect(try matched("newsboat", in: "Newsboat 2.21 and NEWSBOAT") == ["Newsboat", "NEWSBOAT"])
    #expect(try matched("^(Feed|Title|Author|Link|Date):", in: "Title: x") == ["Title:"])
    #expect(try matched("^(Feed|Title):", in: "A Title: x") == [])
    #expect(
      try matched("https?://[^ ]+", in: "see https://a.example/x y") == ["https://a.example/x"])
  }

  @Test func aBackslashInABracketExpressionIsABackslash() throws {
    // POSIX: `[\]` is the one character backslash; Swift would read `\]` as an escaped bracket.
    #expect(try matched(#"[\]"#, in: #"a\b"#) == [#"\"#])
    #expect(try matched(#"[\d]"#, in: "d1\\") == ["d", "\\"])
  }

  @Test func aBracketFirstInABracketExpressionIsAMember() throws {
    #expect(try matched("[]a]+", in: "x]a]y") == ["]a]"])
    #expect(try matched("[^]a]+", in: "]]bc]") == ["bc"])
  }

  @Test func setOperatorsAndNestedBracketsOfSwiftAreMembersInPOSIX() throws {
    #expect(try matched("[a&&b]+", in: "x&ab&y") == ["&ab&"])
    #expect(try matched("[~-]+", in: "a~-~b") == ["~-~"])
    #expect(try matched("[a[]+", in: "b[a[c") == ["[a["])
  }

  @Test func characterClassesAndRangesAreKept() throws {
    #expect(try matched("[[:digit:]]+", in: "page 42 of 7") == ["42", "7"])
    #expect(try matched("[a-c]+", in: "xabcd") == ["abc"])
    #expect(try matched("[[.x.]]", in: "axb") == ["x"])
  }

  @Test func gnuWordEdgesAndAnOrdinaryEscapedLetterAreGlibcs() throws {
    #expect(try matched(#"\<cat\>"#, in: "cat concat cats cat.") == ["cat", "cat"])
    // glibc reads `\d` as the letter d, not a digit.
    #expect(try matched(#"\d"#, in: "1d") == ["d"])
    #expect(try matched(#"\w+"#, in: "ab-cd") == ["ab", "cd"])
    #expect(try matched(#"a\.b"#, in: "a.b axb") == ["a.b"])
  }

  @Test func aCharacterIsAScalarAndCaseIsIgnored() throws {
    #expect(try matched("É.", in: "café!") == ["é!"])
    #expect(try matched("ΑΘΉΝΑ", in: "Αθήνα") == ["Αθήνα"])
  }

  @Test func whatPOSIXRefusesIsRefused() {
    #expect(throws: (any Error).self) { try ExtendedRegularExpression("[abc") }
    #expect(throws: (any Error).self) { try ExtendedRegularExpression("(a") }
  }

  @Test func aPatternIsComparedByItsText() throws {
    #expect(try ExtendedRegularExpression("a+") == ExtendedRegularExpression("a+"))
    #expect(try ExtendedRegularExpression("a+") != ExtendedRegularExpression("a*"))
  }
}
