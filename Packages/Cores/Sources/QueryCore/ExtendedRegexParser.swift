/// Reads a POSIX extended regular expression as glibc does with `REG_EXTENDED | REG_ICASE`, and
/// compiles it to an ``ExtendedRegexProgram``.
///
/// glibc's reading, as tried on Debian 12's glibc 2.36 (see the tests): a `*`, `+`, `?` or
/// interval with nothing before it, or after `(`, `|`, an anchor or an assertion, is refused; a
/// `)` with no `(` is an ordinary character; anchors are anchors wherever they stand; an interval
/// may be `{,m}`; a range whose end comes before its start is refused, after case folding, as
/// glibc folds the whole pattern first, and so is a range with an end outside ASCII once folded.
struct ExtendedRegexParser {
  private let scalars: [Unicode.Scalar]
  private var position = 0
  private var depth = 0

  init(_ pattern: String) {
    scalars = Array(pattern.unicodeScalars)
  }

  mutating func compile() throws(ExtendedRegexError) -> ExtendedRegexProgram {
    if let nul = scalars.firstIndex(of: "\0") {
      throw ExtendedRegexError(offset: nul, message: "a regular expression cannot hold NUL")
    }
    let node = try alternation()
    if position < scalars.count {
      throw ExtendedRegexError(offset: position, message: "unexpected \(scalars[position])")
    }
    var compiler = ExtendedRegexCompiler()
    try compiler.emit(node)
    compiler.instructions.append(.match)
    return ExtendedRegexProgram(
      instructions: compiler.instructions, brackets: compiler.brackets)
  }

  // MARK: Structure

  private mutating func alternation() throws(ExtendedRegexError) -> ExtendedRegexNode {
    var branches = [try branch()]
    while peek == "|" {
      position += 1
      branches.append(try branch())
    }
    return branches.count == 1 ? branches[0] : .alternation(branches)
  }

  private mutating func branch() throws(ExtendedRegexError) -> ExtendedRegexNode {
    var pieces: [ExtendedRegexNode] = []
    while let next = peek, next != "|", !(next == ")" && depth > 0) {
      pieces.append(try piece())
    }
    return pieces.count == 1 ? pieces[0] : .sequence(pieces)
  }

  private mutating func piece() throws(ExtendedRegexError) -> ExtendedRegexNode {
    var node = try atom()
    var repetitions = 0
    while let next = peek, ["*", "+", "?", "{"].contains(next) {
      repetitions += 1
      if repetitions > ExtendedRegex.maximumNesting {
        throw ExtendedRegexError(
          offset: position,
          message: "more than \(ExtendedRegex.maximumNesting) repetitions follow one another")
      }
      if case .assertion = node {
        throw ExtendedRegexError(
          offset: position, message: "nothing before \(next) to repeat: an anchor repeats nothing")
      }
      let (minimum, maximum) = try repetition()
      node = .repetition(node, minimum: minimum, maximum: maximum)
    }
    return node
  }

  private mutating func atom() throws(ExtendedRegexError) -> ExtendedRegexNode {
    let start = position
    let scalar = scalars[position]
    position += 1
    switch scalar {
    case "(":
      depth += 1
      if depth > ExtendedRegex.maximumNesting {
        throw ExtendedRegexError(
          offset: start, message: "groups nest more than \(ExtendedRegex.maximumNesting) deep")
      }
      let inner = try alternation()
      depth -= 1
      guard peek == ")" else {
        throw ExtendedRegexError(offset: start, message: "unmatched (")
      }
      position += 1
      return .group(inner)
    case "*", "+", "?", "{":
      throw ExtendedRegexError(offset: start, message: "nothing before \(scalar) to repeat")
    case ".":
      return .any
    case "^":
      return .assertion(.textStart)
    case "$":
      return .assertion(.textEnd)
    case "[":
      return .bracket(try bracket(openedAt: start))
    case "\\":
      return try escape(openedAt: start)
    default:
      return .scalar(ExtendedRegexProgram.folded(scalar))
    }
  }

  /// `*`, `+`, `?` or an interval, as the least and most times (nil for any number).
  private mutating func repetition() throws(ExtendedRegexError) -> (Int, Int?) {
    let start = position
    let scalar = scalars[position]
    position += 1
    switch scalar {
    case "*": return (0, nil)
    case "+": return (1, nil)
    case "?": return (0, 1)
    default: break
    }
    guard let close = scalars[position...].firstIndex(of: "}") else {
      throw ExtendedRegexError(offset: start, message: "unmatched {")
    }
    let content = String(String.UnicodeScalarView(scalars[position..<close]))
    position = close + 1
    let parts = content.split(separator: ",", omittingEmptySubsequences: false)
    let invalid = ExtendedRegexError(
      offset: start, message: "{\(content)} is not a count such as {2}, {2,} or {2,5}")
    guard (1...2).contains(parts.count), !content.isEmpty,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else { throw invalid }
    let minimum = parts[0].isEmpty ? 0 : Int(parts[0]) ?? Int.max
    let maximum: Int? =
      parts.count == 1 ? minimum : parts[1].isEmpty ? nil : Int(parts[1]) ?? Int.max
    if let maximum, maximum < minimum { throw invalid }
    if max(minimum, maximum ?? 0) > ExtendedRegex.maximumRepetition {
      throw ExtendedRegexError(
        offset: start,
        message: "{\(content)} repeats more than \(ExtendedRegex.maximumRepetition) times")
    }
    return (minimum, maximum)
  }

  /// What a backslash and the character after it mean.
  private mutating func escape(openedAt start: Int) throws(ExtendedRegexError)
    -> ExtendedRegexNode
  {
    guard let scalar = peek else {
      throw ExtendedRegexError(offset: start, message: "a backslash ends the expression")
    }
    position += 1
    switch scalar {
    case "w": return .bracket(ExtendedRegexBracket(classes: [.word]))
    case "W": return .bracket(ExtendedRegexBracket(classes: [.word], isNegated: true))
    case "s": return .bracket(ExtendedRegexBracket(classes: [.space]))
    case "S": return .bracket(ExtendedRegexBracket(classes: [.space], isNegated: true))
    case "b": return .assertion(.wordBoundary)
    case "B": return .assertion(.notWordBoundary)
    case "<": return .assertion(.wordStart)
    case ">": return .assertion(.wordEnd)
    case "`": return .assertion(.textStart)
    case "'": return .assertion(.textEnd)
    default: break
    }
    if scalar.isASCII, scalar.properties.numericType != nil {
      throw ExtendedRegexError(
        offset: start, message: "back-references such as \\\(scalar) are not supported")
    }
    if scalar.isASCII, scalar.properties.isAlphabetic {
      throw ExtendedRegexError(
        offset: start,
        message:
          "\\\(scalar) means nothing in a POSIX regular expression (for a digit, write [0-9])")
    }
    return .scalar(ExtendedRegexProgram.folded(scalar))
  }

  // MARK: Bracket expressions

  private mutating func bracket(openedAt start: Int) throws(ExtendedRegexError)
    -> ExtendedRegexBracket
  {
    var result = ExtendedRegexBracket()
    let unmatched = ExtendedRegexError(offset: start, message: "unmatched [")
    if peek == "^" {
      result.isNegated = true
      position += 1
    }
    var first = true
    while true {
      guard let scalar = peek else { throw unmatched }
      if scalar == "]" && !first {
        position += 1
        return result
      }
      first = false
      let itemStart = position
      let low = try bracketElement(unmatched: unmatched)
      // A `-` followed by something other than `]` makes a range.
      if peek == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
        position += 1
        let high = try bracketElement(unmatched: unmatched)
        guard case .scalar(let lowValue) = low, case .scalar(let highValue) = high,
          lowValue <= highValue
        else {
          throw ExtendedRegexError(offset: itemStart, message: "invalid range end")
        }
        // glibc 2.36 in C.UTF-8 refuses a range with an end outside ASCII once in upper case
        // (REG_ECOLLATE): `[é-ë]` and `[a-K]` (the Kelvin sign), but not `[ſ-z]`, read as `[S-Z]`.
        guard lowValue < 0x80, highValue < 0x80 else {
          throw ExtendedRegexError(
            offset: itemStart,
            message:
              "a range's ends must be ASCII letters, digits or signs; list others one by one,"
              + " as [éêë]")
        }
        result.ranges.append(lowValue...highValue)
        // A range's end cannot begin another range: `[a-c-e]`.
        if peek == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
          throw ExtendedRegexError(offset: itemStart, message: "invalid range end")
        }
        continue
      }
      switch low {
      case .scalar(let value): result.ranges.append(value...value)
      case .characterClass(let characterClass): result.classes.append(characterClass)
      }
    }
  }

  private enum BracketElement {
    case scalar(UInt32)
    case characterClass(ExtendedRegexClass)
  }

  /// One character of a bracket expression, a class `[:name:]`, or a one-character collating
  /// element `[.c.]` or equivalence class `[=c=]`.
  private mutating func bracketElement(unmatched: ExtendedRegexError)
    throws(ExtendedRegexError) -> BracketElement
  {
    let start = position
    let scalar = scalars[position]
    position += 1
    guard scalar == "[", let kind = peek, [":", ".", "="].contains(kind) else {
      return .scalar(ExtendedRegexProgram.folded(scalar))
    }
    position += 1
    var end = position
    while end + 1 < scalars.count, !(scalars[end] == kind && scalars[end + 1] == "]") { end += 1 }
    guard end + 1 < scalars.count else { throw unmatched }
    let name = String(String.UnicodeScalarView(scalars[position..<end]))
    position = end + 2
    if kind == ":" {
      guard let characterClass = ExtendedRegexClass(rawValue: name) else {
        throw ExtendedRegexError(offset: start, message: "[:\(name):] is not a character class")
      }
      // glibc matches [:upper:] and [:lower:] as [:alpha:] when case does not count.
      return .characterClass(
        characterClass == .upper || characterClass == .lower ? .alpha : characterClass)
    }
    guard let only = name.unicodeScalars.first, name.unicodeScalars.count == 1, only.isASCII
    else {
      throw ExtendedRegexError(
        offset: start, message: "[\(kind)\(name)\(kind)] is not a collating element")
    }
    if kind == "=" {
      // An equivalence class is no range's end; as an element it is the character itself.
      if peek == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
        throw ExtendedRegexError(offset: start, message: "invalid range end")
      }
    }
    return .scalar(ExtendedRegexProgram.folded(only))
  }

  private var peek: Unicode.Scalar? {
    position < scalars.count ? scalars[position] : nil
  }
}

/// A pattern read, before it is compiled.
indirect enum ExtendedRegexNode {
  case scalar(UInt32)
  case any
  case bracket(ExtendedRegexBracket)
  case assertion(ExtendedRegexAssertion)
  case group(ExtendedRegexNode)
  case sequence([ExtendedRegexNode])
  case alternation([ExtendedRegexNode])
  case repetition(ExtendedRegexNode, minimum: Int, maximum: Int?)
}

/// Writes a read pattern out as instructions for ``ExtendedRegexProgram``, repetitions copied
/// as many times as they count, within ``ExtendedRegex/maximumSize``.
private struct ExtendedRegexCompiler {
  var instructions: [ExtendedRegexInstruction] = []
  var brackets: [ExtendedRegexBracket] = []

  mutating func emit(_ node: ExtendedRegexNode) throws(ExtendedRegexError) {
    guard instructions.count <= ExtendedRegex.maximumSize else {
      throw ExtendedRegexError(
        offset: 0,
        message:
          "the expression is too large once its repetitions are counted out "
          + "(more than \(ExtendedRegex.maximumSize) steps)")
    }
    switch node {
    case .scalar(let value):
      instructions.append(.scalar(value))
    case .any:
      instructions.append(.any)
    case .bracket(let bracket):
      brackets.append(bracket)
      instructions.append(.bracket(brackets.count - 1))
    case .assertion(let assertion):
      instructions.append(.assertion(assertion))
    case .group(let inner):
      try emit(inner)
    case .sequence(let nodes):
      for node in nodes { try emit(node) }
    case .alternation(let branches):
      var jumps: [Int] = []
      for (index, branch) in branches.enumerated() {
        if index < branches.count - 1 {
          let split = instructions.count
          instructions.append(.split(split + 1, 0))
          try emit(branch)
          jumps.append(instructions.count)
          instructions.append(.jump(0))
          instructions[split] = .split(split + 1, instructions.count)
        } else {
          try emit(branch)
        }
      }
      for jump in jumps { instructions[jump] = .jump(instructions.count) }
    case .repetition(let inner, let minimum, let maximum):
      for _ in 0..<minimum { try emit(inner) }
      if let maximum {
        // Each optional copy may be skipped, and skipping one skips the rest.
        var skips: [Int] = []
        for _ in minimum..<maximum {
          skips.append(instructions.count)
          instructions.append(.split(instructions.count + 1, 0))
          try emit(inner)
        }
        for skip in skips { instructions[skip] = .split(skip + 1, instructions.count) }
      } else {
        let loop = instructions.count
        instructions.append(.split(loop + 1, 0))
        try emit(inner)
        instructions.append(.jump(loop))
        instructions[loop] = .split(loop + 1, instructions.count)
      }
    }
  }
}
