/// A POSIX extended regular expression, as newsboat's `highlight` takes it (regcomp with
/// `REG_EXTENDED | REG_ICASE`), compiled once into a Swift `Regex` that matches as it does.
///
/// POSIX's syntax is read into Swift's before compiling:
/// - in a bracket expression a backslash is itself, not an escape (`[\]` is a backslash), a `]`
///   first is a member, and `[`, `&`, `~` and `-` between members are members, where Swift would
///   read escapes, nested classes and set operations; `[:alpha:]` and the other classes are kept;
///   `[.x.]` and `[=x=]` are the character x;
/// - GNU's `\<` and `\>` (word edges) become `\b`, `` \` `` and `\'` the text's ends; `\w`, `\W`,
///   `\s`, `\S`, `\b`, `\B` and back-references mean what they mean in glibc, and any other
///   backslashed letter or digit is that character, as glibc reads it (`\d` is a `d`, not a
///   digit);
/// - case is ignored, `.` matches any character, a line break too, and a character is a Unicode
///   scalar, as a POSIX regex in a UTF-8 locale counts one.
///
/// Where the two still differ: POSIX takes the longest of the matches that start leftmost, Swift
/// the first its alternatives and quantifiers find, so `a|ab` highlights `a` of `ab` here and `ab`
/// in newsboat; and Swift accepts constructs POSIX refuses (`(?i)`, lazy `*?`), which newsboat
/// would reject as an error.
public struct ExtendedRegularExpression: Hashable, @unchecked Sendable {
  /// The expression as the configuration wrote it.
  public let pattern: String
  /// The compiled program. Safe to share: a `Regex` is an immutable value once compiled, and
  /// matching never changes it.
  private let regex: Regex<AnyRegexOutput>

  /// Compiles `pattern`, or throws why it is not a regular expression.
  public init(_ pattern: String) throws {
    self.pattern = pattern
    regex = try Regex(Self.swiftSyntax(of: pattern))
      .ignoresCase()
      .dotMatchesNewlines()
      .matchingSemantics(.unicodeScalar)
  }

  public static func == (left: Self, right: Self) -> Bool { left.pattern == right.pattern }

  public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

  /// Whether the expression matches anywhere in `text`.
  public func matches(_ text: String) -> Bool {
    text.contains(regex)
  }

  /// Where the expression matches in `text`, each match after the one before, as highlighting
  /// colours them; an empty match colours nothing and is skipped.
  public func ranges(in text: String) -> [Range<String.Index>] {
    text.matches(of: regex).map(\.range).filter { !$0.isEmpty }
  }

  /// `pattern` in Swift's regex syntax, with POSIX's meaning.
  static func swiftSyntax(of pattern: String) -> String {
    let scalars = Array(pattern.unicodeScalars)
    var out = ""
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\\", index + 1 < scalars.count {
        out += escape(scalars[index + 1])
        index += 2
      } else if scalar == "[" {
        index = bracket(scalars, from: index, into: &out)
      } else {
        out.unicodeScalars.append(scalar)
        index += 1
      }
    }
    return out
  }

  /// A backslash and `next`, outside a bracket expression, as glibc reads them.
  private static func escape(_ next: Unicode.Scalar) -> String {
    switch next {
    case "<", ">": return "\\b"
    case "`": return "\\A"
    case "'": return "\\z"
    case "w", "W", "s", "S", "b", "B", "1", "2", "3", "4", "5", "6", "7", "8", "9":
      return "\\" + String(next)
    default:
      // An ordinary character stands for itself; a letter or digit is written bare, since Swift
      // would give most of them a meaning, and anything else escaped, which Swift takes as itself.
      let isWord = next.properties.isAlphabetic || ("0"..."9").contains(next)
      return isWord ? String(next) : "\\" + String(next)
    }
  }

  /// The bracket expression that begins at `start`, translated into `out`; returns the index
  /// after it. A `[` that never closes is a literal `[`, and glibc would refuse it: Swift then
  /// refuses it too, as the escaped text cannot compile as a class.
  private static func bracket(
    _ scalars: [Unicode.Scalar], from start: Int, into out: inout String
  ) -> Int {
    var index = start + 1
    var members = ""
    if index < scalars.count, scalars[index] == "^" {
      members += "^"
      index += 1
    }
    var isFirst = true
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "]", !isFirst {
        out += "[" + members + "]"
        return index + 1
      }
      isFirst = false
      if scalar == "[", index + 1 < scalars.count, [":", ".", "="].contains(scalars[index + 1]) {
        let kind = scalars[index + 1]
        var end = index + 2
        while end + 1 < scalars.count, !(scalars[end] == kind && scalars[end + 1] == "]") {
          end += 1
        }
        if end + 1 < scalars.count {
          let inside = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
          members += kind == ":" ? "[:\(inside):]" : inside.unicodeScalars.map(member).joined()
          index = end + 2
          continue
        }
      }
      if scalar == "-", index + 1 < scalars.count, scalars[index + 1] != "]", members != "",
        members != "^"
      {
        members += "-"
      } else {
        members += member(scalar)
      }
      index += 1
    }
    // No closing bracket: glibc refuses the expression, and an unclosed class makes Swift refuse
    // it too.
    out += "[" + members
    return index
  }

  /// One member of a bracket expression, escaped where Swift would read it otherwise.
  private static func member(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\\", "[", "]", "&", "~", "-", "^": "\\" + String(scalar)
    default: String(scalar)
    }
  }
}
