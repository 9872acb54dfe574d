/// A POSIX extended regular expression, read and matched as glibc's `regcomp` and `regexec` do
/// with `REG_EXTENDED | REG_ICASE | REG_NOSUB` in glibc 2.36's C.UTF-8 locale: what newsboat's
/// `=~` means, and what the live store is to run in SQL.
///
/// The live store is to match with glibc itself, which is fast; this is the same meaning in plain
/// Swift, for the reference evaluator, the in-memory store and any list that highlights rows, with
/// no C library and no ICU. It is also where a pattern is checked: a pattern this refuses never
/// reaches glibc, so both agree on what compiles, and the refusal says where and why.
///
/// What it reads, as glibc reads it: alternation, groups, `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`
/// and `{,m}`, `.` (any character, a line break too), `^` and `$` (the whole text's ends), bracket
/// expressions with ranges, classes (`[:alpha:]`…) and single-character collating elements, and
/// glibc's `\w`, `\W`, `\s`, `\S`, `\b`, `\B`, `\<`, `\>`, `` \` `` and `\'`. Case is compared as
/// glibc compares it, by each character's simple upper-case mapping (`σ`, `ς` and `Σ` are one
/// letter; `ß` and `SS` are not), and classes and case follow glibc's Unicode 14 tables, not the
/// newer ones of Swift's runtime. Two things glibc takes are refused: back-references, which no
/// finite automaton can match and which make matching exponential, and a backslash before a
/// letter or digit that means nothing (glibc then matches nothing at all, which no one means).
///
/// Matching runs a Thompson automaton over the text, in time proportional to the text's length
/// times the pattern's size whatever the pattern, so `(a+)+$` costs no more than `a+$`.
public struct ExtendedRegex: Sendable, Hashable {
  /// The most instructions a pattern may compile to: its repetitions written out. glibc refuses
  /// patterns past a limit too; this one keeps matching fast, since each character of the text
  /// may visit every instruction.
  public static let maximumSize = 10_000
  /// The largest count a repetition may name (`{255}`), POSIX's least `RE_DUP_MAX`.
  public static let maximumRepetition = 255
  /// How deep groups may nest, and how many repetitions may follow one another (`a**`): reading
  /// and compiling recurse that deep, and a hostile pattern must get an error, not overflow the
  /// stack.
  public static let maximumNesting = 100

  /// The pattern as written.
  public let pattern: String
  let program: ExtendedRegexProgram

  /// Reads `pattern`, or says at which character it goes wrong and why.
  public init(_ pattern: String) throws(ExtendedRegexError) {
    self.pattern = pattern
    var parser = ExtendedRegexParser(pattern)
    program = try parser.compile()
  }

  /// The expression that finds `text` itself, each of its characters standing for itself (up to a
  /// NUL, where a C string would end): its pattern escapes the characters that are operators.
  public init(literal text: String) {
    let scalars = text.unicodeScalars.prefix { $0 != "\0" }
    pattern = scalars.map { scalar in
      "\\.[]()*+?{}|^$".unicodeScalars.contains(scalar) ? "\\\(scalar)" : String(scalar)
    }.joined()
    program = ExtendedRegexProgram(
      instructions: scalars.map { .scalar(ExtendedRegexProgram.folded($0)) } + [.match],
      brackets: [])
  }

  /// Whether the expression matches anywhere in `text`. As `regexec` reads a C string, the text
  /// ends at its first NUL.
  public func matches(_ text: String) -> Bool {
    program.matches(text)
  }

  public static func == (left: ExtendedRegex, right: ExtendedRegex) -> Bool {
    left.pattern == right.pattern
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(pattern)
  }
}

/// Why a pattern is not a regular expression this reads: the message, and the character of the
/// pattern (counted from 0) where the problem is.
public struct ExtendedRegexError: Error, Sendable, Hashable, CustomStringConvertible {
  /// How many characters of the pattern come before the problem.
  public var offset: Int
  public var message: String

  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }

  public var description: String { message }
}
