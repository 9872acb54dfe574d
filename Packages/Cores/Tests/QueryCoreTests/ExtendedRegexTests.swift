import QueryCore
import Testing

/// Each case was run through glibc 2.36's `regcomp` and `regexec` with `REG_EXTENDED |
/// REG_ICASE | REG_NOSUB` in C.UTF-8 (Debian 12), and its answer written down here. Beyond them,
/// 9,000 generated patterns and texts, and every class and upper-case mapping of the code points
/// below U+40000, were compared with glibc once, from Python through ctypes, and all agreed; no
/// test runs glibc itself yet, since a core links no C library.
@Suite struct ExtendedRegexTests {
  @Test(arguments: [
    ("a**", "aa", true), ("a|", "x", true), ("()", "x", true), ("[a-z]", "A", true),
    ("[a-z]", "1", false), ("ſ", "S", true), ("s", "ſ", true), ("ı", "I", true),
    ("\\w", "é", true), ("\\w", "_", true), ("\\w", "-", false), ("[[:alpha:]]", "é", true),
    ("[[:alpha:]]", "1", false), ("[[:upper:]]", "a", true), ("[[:lower:]]", "A", true),
    ("[^[:lower:]]", "a", false), ("a{,3}", "b", true), ("x{2}{3}", "xxxxxx", true),
    ("x{2}{3}", "xxxxx", false), ("[]a]", "]", true), ("[]a]", "b", false), ("[^]a]", "]", false),
    ("[^]a]", "b", true), ("[a-]", "-", true), ("\\(", "(", true), ("\\(", "a", false),
    (")", ")", true), ("a)", "a)", true), ("a{0}", "b", true), ("\\<ab", "x ab", true),
    ("\\<ab", "xab", false), ("ab\\>", "ab x", true), ("ab\\>", "abc", false),
    ("\\bab", "xab", false), ("\\Bb", "ab", true), ("\\Bb", "b", false), ("\\s", "a b", true),
    ("\\s", "ab", false), ("\\S", " ", false), ("\\W", "-", true), ("\\`a", "ba", false),
    ("a\\'", "ab", false), ("[[.a.]]", "a", true), ("[[=a=]]", "b", false), ("[[.-.]]", "-", true),
    (".", "é", true), ("^é$", "é", true), ("[é]", "É", true), ("[é]", "e", false),
    ("Straße", "STRASSE", false), ("Straße", "STRAßE", true), ("\\.", "a", false),
    ("[\\d]", "\\", true), ("[\\d]", "1", false), ("$a", "a", false), ("a^", "a", false),
    ("a$b", "a$b", false), ("x*", "", true), ("\\{", "{", true), ("a+?", "a", true),
    ("(|a)", "x", true), ("(a|)+", "b", true), ("[:alpha:]", "l", true), ("[:alpha:]", "x", false),
    ("[a-a]", "a", true), ("[a-Z]", "a", true), ("[---]", "-", true), ("[!--]", ",", true),
    ("[%--]", "+", true), ("[[.a.]-c]", "b", true), ("[a-[.c.]]", "b", true), ("a||b", "x", true),
    ("(a|b)c", "bc", true), ("^(a|b)c$", "xbc", false), ("[[:digit:]]", "1", true),
    ("[[:xdigit:]]", "g", false), ("[[:punct:]]", "!", true), ("[[:blank:]]", "\t", true),
    ("σ", "ς", true), ("µ", "Μ", true), ("İ", "i", false), ("ǆ", "ǅ", true), ("a.c", "a\nc", true),
    ("[^a]", "\n", true), ("(a{1,2}){3}", "aaa", true), ("(ab){2,}", "abab", true),
    ("(ab){2,}", "abxab", false), ("[ſ-z]", "a", false), ("[a-ſ]", "s", true), ("[ı-k]", "j", true),
    ("[[.a.]-ſ]", "b", true),
    // Classes as glibc's Unicode 14 tables draw them: other scripts' digits are letters, no-break
    // spaces punctuation, the line separator a control; marks made alphabetic later, unassigned
    // code points are in no class.
    ("[[:alpha:]]", "\u{663}", true), ("[[:digit:]]", "\u{663}", false), ("\\w", "\u{663}", true),
    ("[[:space:]]", "\u{A0}", false), ("[[:punct:]]", "\u{A0}", true),
    ("[[:blank:]]", "\u{3000}", true), ("[[:graph:]]", "\u{3000}", false),
    ("[[:print:]]", "\u{2028}", false), ("[[:cntrl:]]", "\u{2028}", true),
    ("[[:space:]]", "\u{85}", false), ("[[:alpha:]]", "\u{363}", false),
    ("[[:print:]]", "\u{378}", false),
    ("[[:punct:]]", "\u{B2}", true),
    // Case by glibc's simple mappings of Unicode 14: ᾳ has one, ƛ's upper case came later.
    ("\u{1FB3}", "\u{1FBC}", true), ("\u{19B}", "\u{A7DC}", false),
  ])
  func matchesAsGlibcDoes(pattern: String, text: String, matches: Bool) throws {
    #expect(try ExtendedRegex(pattern).matches(text) == matches)
  }

  @Test(arguments: [
    ("a{", 1), ("{", 0), ("*a", 0), ("a|*", 2), ("(*a)", 1), ("^*", 1), ("$*", 1), ("\\b*", 2),
    ("+", 0), ("a\\", 1), ("a{1,2", 1), ("a{2,1}", 1), ("a{ 1}", 1), ("a{1,2,3}", 1), ("a{x}", 1),
    ("[z-a]", 1), ("(", 0), ("(a", 0), ("[a", 0), ("[]", 0), ("[^]", 0), ("[[:foo:]]", 1),
    ("[[:alpha:]", 0), ("[Z-a]", 1), ("[[:alpha:]-z]", 1), ("[a-c-e]", 1), ("[[=a=]-c]", 1),
    ("[[.space.]]", 1), ("{1}", 0), ("(){", 2), ("[é-ë]", 1), ("[a-é]", 1), ("[a-\u{212A}]", 1),
  ])
  func refusesWhatGlibcRefuses(pattern: String, offset: Int) {
    #expect(throws: ExtendedRegexError.self) { try ExtendedRegex(pattern) }
    do {
      _ = try ExtendedRegex(pattern)
    } catch {
      #expect(error.offset == offset)
    }
  }

  /// glibc takes these and then matches nothing (`\d`) or needs a back-reference, which no
  /// automaton can follow: refused with a reason, so a store never runs them.
  @Test(arguments: ["\\d", "\\n", "\\1", "(a)\\1", "a{256}", "a\0b"])
  func refusesWhatNoOneMeans(pattern: String) {
    #expect(throws: ExtendedRegexError.self) { try ExtendedRegex(pattern) }
  }

  @Test func refusesAnExpressionTooLargeOnceRepetitionsAreCounted() {
    #expect(throws: ExtendedRegexError.self) { try ExtendedRegex("((a{200}){200})") }
    #expect(throws: Never.self) { try ExtendedRegex("(a{200})") }
  }

  /// Patterns that take a backtracking matcher exponential time answer at once: every state is
  /// followed at every character together.
  @Test(arguments: [
    ("(a+)+$", false), ("(a*)*b", false), ("(a|aa)+$", false), ("(.*a){12}", true),
    ("(.*a){12}!x", false), ("^(a?){25}a{25}$", false),
  ])
  func catastrophicPatternsAnswer(pattern: String, matches: Bool) throws {
    let regex = try ExtendedRegex(pattern)
    #expect(regex.matches(String(repeating: "a", count: 5_000) + "!") == matches)
  }

  @Test func textEndsAtItsFirstNULAsACStringDoes() throws {
    #expect(!(try ExtendedRegex("b")).matches("a\0b"))
    #expect(try ExtendedRegex("a$").matches("a\0b"))
  }

  @Test func aLiteralMatchesItselfWhateverItHolds() throws {
    for text in ["a.b", "(x)", "[y]", "1+1?", "^$", "a|b", "c\\d", "{2}"] {
      let literal = ExtendedRegex(literal: text)
      #expect(literal.matches("-- \(text.uppercased()) --"))
      #expect(try ExtendedRegex(literal.pattern).matches(text))
      #expect(!literal.matches(String(text.dropLast())))
    }
  }

  /// Reading and compiling recurse through groups and repetitions: a pattern nested too deep gets
  /// an error, never a stack overflow.
  @Test func refusesNestingTooDeepToRead() throws {
    func grouped(_ depth: Int) -> String {
      String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth)
    }
    #expect(try ExtendedRegex(grouped(100)).matches("A"))
    #expect(try ExtendedRegex("a" + String(repeating: "*", count: 100)).matches(""))
    #expect { try ExtendedRegex(grouped(100_000)) } throws: { error in
      (error as? ExtendedRegexError)?.offset == 100
    }
    #expect { try ExtendedRegex("a" + String(repeating: "*", count: 100_000)) } throws: { error in
      (error as? ExtendedRegexError)?.offset == 101
    }
  }
}
