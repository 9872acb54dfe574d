import ArgumentParser

/// Reads how many headlines or articles to show, as `--limit` takes it.
///
/// Asking for more than there are means all of them, so any whole number is read however many
/// digits it has: one too large for `Int` means `Int.max`, not a usage error. That it is at
/// least 1 is checked with the command's other flags, against ``Settings/headlineLimits``.
enum LimitArgument {
  static func parse(_ text: String) throws -> Int {
    if let number = Int(text) { return number }
    let sign = text.first.flatMap { "+-".contains($0) ? $0 : nil }
    let digits = sign == nil ? Substring(text) : text.dropFirst()
    guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else {
      throw ValidationError("a limit is a whole number, 1 or more.")
    }
    return sign == "-" ? .min : .max
  }
}
