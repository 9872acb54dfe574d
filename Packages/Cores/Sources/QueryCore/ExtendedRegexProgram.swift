/// A compiled ``ExtendedRegex``: instructions for a Thompson automaton, run over the text's
/// characters with every live state kept at once, so matching never backtracks.
struct ExtendedRegexProgram: Sendable {
  var instructions: [ExtendedRegexInstruction]
  var brackets: [ExtendedRegexBracket]

  /// Whether the program matches anywhere in `text`, up to its first NUL.
  ///
  /// A filter asks this of every article it reads, so it allocates nothing: the text is read one
  /// character at a time rather than copied, which also lets a pattern that opens with `^` stop at
  /// the first character its threads cannot take, and the lists of states live in one temporary
  /// buffer, on the stack unless the pattern is very long.
  func matches(_ text: String) -> Bool {
    let count = instructions.count
    // Two lists of states with their marks, and the states still to follow while adding one: each
    // state followed adds at most two, and each is followed once per list.
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 6 * count + 1) { buffer in
      buffer.initialize(repeating: 0)
      var current = StateList(buffer, from: 0, capacity: count)
      var next = StateList(buffer, from: 2 * count, capacity: count)
      let pending = UnsafeMutableBufferPointer(rebasing: buffer[(4 * count)...])
      return matches(text, current: &current, next: &next, pending: pending)
    }
  }

  private func matches(
    _ text: String, current: inout StateList, next: inout StateList,
    pending: UnsafeMutableBufferPointer<Int>
  ) -> Bool {
    // A pattern that opens with `^` starts only at the text's start; once its threads have all
    // died, nothing later can match.
    let startsAtTextStart: Bool
    if case .assertion(.textStart) = instructions[0] {
      startsAtTextStart = true
    } else {
      startsAtTextStart = false
    }
    var characters = FoldedCharacters(text)
    var before: UInt32? = nil
    var character = characters.next()
    var isAtStart = true
    while true {
      // A match may start anywhere: a new thread at every position.
      if isAtStart || !startsAtTextStart {
        if add(0, before: before, after: character, to: &current, pending: pending) { return true }
      } else if current.isEmpty {
        return false
      }
      isAtStart = false
      guard let read = character else { return false }
      let after = characters.next()
      next.clear()
      for index in 0..<current.count {
        let state = current[index]
        let advances: Bool
        switch instructions[state] {
        case .scalar(let value): advances = value == read
        case .any: advances = true
        case .bracket(let index): advances = brackets[index].contains(read)
        default: advances = false
        }
        if advances, add(state + 1, before: read, after: after, to: &next, pending: pending) {
          return true
        }
      }
      swap(&current, &next)
      before = read
      character = after
    }
  }

  /// Adds the state `start` and every state reached from it without reading a character,
  /// between the characters `before` and `after` (nil at the text's ends); returns true when one
  /// of them is the match.
  private func add(
    _ start: Int, before: UInt32?, after: UInt32?, to list: inout StateList,
    pending: UnsafeMutableBufferPointer<Int>
  ) -> Bool {
    var top = 0
    pending[top] = start
    top += 1
    while top > 0 {
      top -= 1
      let state = pending[top]
      guard list.insert(state) else { continue }
      switch instructions[state] {
      case .match:
        return true
      case .jump(let target):
        pending[top] = target
        top += 1
      case .split(let first, let second):
        pending[top] = second
        pending[top + 1] = first
        top += 2
      case .assertion(let assertion):
        if assertion.holds(before: before, after: after) {
          pending[top] = state + 1
          top += 1
        }
      case .scalar, .any, .bracket:
        break
      }
    }
    return false
  }

  /// A character as glibc compares it when case does not count: its simple upper-case mapping
  /// as glibc 2.36's Unicode 14 tables give it (`towupper`), or itself when it has none of one
  /// character (`ß`). Swift gives the full mapping; where that is longer than one character, the
  /// simple one is the title-case form (`ᾳ` to `ᾼ`).
  static func folded(_ scalar: Unicode.Scalar) -> UInt32 {
    let value = scalar.value
    if value < 0x80 { return (0x61...0x7A).contains(value) ? value - 0x20 : value }
    let properties = scalar.properties
    for mapping in [properties.uppercaseMapping, properties.titlecaseMapping] {
      let scalars = mapping.unicodeScalars
      guard scalars.count == 1, let only = scalars.first else { continue }
      guard let age = properties.age, age <= ExtendedRegexClass.unicodeVersion,
        let mappedAge = only.properties.age, mappedAge <= ExtendedRegexClass.unicodeVersion
      else { return value }
      return only.value
    }
    return value
  }
}

/// The states live at one position, each once, in the order they were reached, kept in a part
/// of a buffer the caller owns: the states, then a mark for each state that is in the list.
private struct StateList {
  private let states: UnsafeMutableBufferPointer<Int>
  private let marks: UnsafeMutableBufferPointer<Int>
  private(set) var count = 0

  /// The list in `buffer` from `start`, which must hold `2 * capacity` zeroed elements there.
  init(_ buffer: UnsafeMutableBufferPointer<Int>, from start: Int, capacity: Int) {
    states = UnsafeMutableBufferPointer(rebasing: buffer[start..<(start + capacity)])
    marks = UnsafeMutableBufferPointer(
      rebasing: buffer[(start + capacity)..<(start + 2 * capacity)])
  }

  var isEmpty: Bool { count == 0 }

  subscript(index: Int) -> Int { states[index] }

  mutating func insert(_ state: Int) -> Bool {
    guard marks[state] == 0 else { return false }
    marks[state] = 1
    states[count] = state
    count += 1
    return true
  }

  mutating func clear() {
    for index in 0..<count { marks[states[index]] = 0 }
    count = 0
  }
}

/// A text's characters as the program compares them, folded, up to its first NUL, where a C
/// string would end.
private struct FoldedCharacters {
  private var scalars: String.UnicodeScalarView.Iterator
  private var hasEnded = false

  init(_ text: String) {
    scalars = text.unicodeScalars.makeIterator()
  }

  mutating func next() -> UInt32? {
    guard !hasEnded, let scalar = scalars.next(), scalar != "\0" else {
      hasEnded = true
      return nil
    }
    return ExtendedRegexProgram.folded(scalar)
  }
}

enum ExtendedRegexInstruction: Sendable {
  /// One character, folded.
  case scalar(UInt32)
  case any
  case bracket(Int)
  case assertion(ExtendedRegexAssertion)
  /// Go on at both.
  case split(Int, Int)
  case jump(Int)
  case match
}

/// What must hold between two characters, read without consuming one.
enum ExtendedRegexAssertion: Sendable {
  case textStart, textEnd, wordBoundary, notWordBoundary, wordStart, wordEnd

  func holds(before: UInt32?, after: UInt32?) -> Bool {
    // The text's ends need no class: `^` is tried at every character, and a class is costly.
    switch self {
    case .textStart: return before == nil
    case .textEnd: return after == nil
    default: break
    }
    let wordBefore = before.map(ExtendedRegexClass.isWord) ?? false
    let wordAfter = after.map(ExtendedRegexClass.isWord) ?? false
    switch self {
    case .textStart, .textEnd: return false
    case .wordBoundary: return wordBefore != wordAfter
    case .notWordBoundary: return wordBefore == wordAfter
    case .wordStart: return !wordBefore && wordAfter
    case .wordEnd: return wordBefore && !wordAfter
    }
  }
}

/// A bracket expression: ranges of folded characters (a single character is a range of one) and
/// classes, or everything else when negated.
struct ExtendedRegexBracket: Sendable {
  var ranges: [ClosedRange<UInt32>] = []
  var classes: [ExtendedRegexClass] = []
  var isNegated = false

  func contains(_ character: UInt32) -> Bool {
    let found =
      ranges.contains { $0.contains(character) }
      || classes.contains { $0.contains(character) }
    return found != isNegated
  }
}

/// POSIX's character classes, and glibc's word characters (`\w`: letters, digits and `_`), as
/// glibc 2.36's C.UTF-8 locale draws them from Unicode 14 (its `gen-unicode-ctype` rules): a
/// digit of another script is a letter, so that it is alphanumeric while `digit` stays 0–9; the
/// no-break spaces are punctuation, not spaces; the line and paragraph separators are controls;
/// and a character assigned after Unicode 14 is in no class.
enum ExtendedRegexClass: String, Sendable {
  case alpha, digit, alnum, upper, lower, space, blank, punct, print, graph, cntrl, xdigit
  case word

  func contains(_ value: UInt32) -> Bool {
    guard let scalar = Unicode.Scalar(value) else { return false }
    let properties = scalar.properties
    guard let age = properties.age, age <= Self.unicodeVersion,
      !properties.isNoncharacterCodePoint
    else { return false }
    let category = properties.generalCategory
    switch self {
    case .alpha, .upper, .lower:
      // Case does not count, so glibc matches upper and lower as alpha; the parser reads them so.
      return (properties.isAlphabetic && !Self.alphabeticSinceUnicode14.contains { $0 ~= value })
        || (category == .decimalNumber && !(0x30...0x39).contains(value))
    case .digit: return (0x30...0x39).contains(value)
    case .alnum: return Self.alpha.contains(value) || Self.digit.contains(value)
    case .space:
      return (0x09...0x0D).contains(value) || value == 0x20
        || category == .lineSeparator || category == .paragraphSeparator
        || (category == .spaceSeparator && !Self.noBreakSpaces.contains(value))
    case .blank:
      return value == 0x09 || (category == .spaceSeparator && !Self.noBreakSpaces.contains(value))
    case .punct:
      return Self.graph.contains(value) && !Self.alnum.contains(value)
    case .print: return !Self.cntrl.contains(value)
    case .graph: return Self.print.contains(value) && !Self.space.contains(value)
    case .cntrl:
      return category == .control || category == .lineSeparator
        || category == .paragraphSeparator
    case .xdigit:
      return (0x30...0x39).contains(value) || (0x41...0x46).contains(value)
        || (0x61...0x66).contains(value)
    case .word: return Self.isWord(value)
    }
  }

  /// The Unicode version glibc 2.36's tables were drawn from.
  static let unicodeVersion: Unicode.Version = (14, 0)

  /// Marks that were not alphabetic in Unicode 14 and are now (Other_Alphabetic grew in 15 and
  /// 16), which Swift's tables say and glibc's do not.
  private static let alphabeticSinceUnicode14: [ClosedRange<UInt32>] = [
    0x363...0x36F, 0xC04...0xC04, 0xF82...0xF83, 0x1DD3...0x1DE6, 0x11080...0x11081,
  ]

  /// The space separators whose decomposition is `<noBreak>`.
  private static let noBreakSpaces: Set<UInt32> = [0xA0, 0x2007, 0x202F]

  static func isWord(_ value: UInt32) -> Bool {
    value == 0x5F || alnum.contains(value)
  }
}
