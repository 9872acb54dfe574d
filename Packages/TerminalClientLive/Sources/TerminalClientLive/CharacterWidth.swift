import Glibc

/// How many cells the user's terminal gives a character, from the C library's `wcwidth`, which
/// follows the same Unicode tables as the terminal emulators of the same system.
enum CharacterWidth {
  /// `wcwidth` answers by the locale's character type: set it from the environment once, and to
  /// C.UTF-8 when that is not UTF-8, since in the C locale every non-ASCII character is unknown.
  private static let isLocaleSet: Bool = {
    if setlocale(LC_CTYPE, "") == nil || String(cString: nl_langinfo(Int32(CODESET))) != "UTF-8" {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
    return true
  }()

  /// glibc declares `wcwidth` only for `_XOPEN_SOURCE`, which Swift's Glibc module is not built
  /// with, so it is looked up by name once.
  private static let wcwidth: @convention(c) (wchar_t) -> Int32 = {
    guard let symbol = dlsym(nil, "wcwidth") else { return { _ in 1 } }
    return unsafeBitCast(symbol, to: (@convention(c) (wchar_t) -> Int32).self)
  }()

  /// The width of a character's first scalar, as terminals draw a grapheme cluster in the cells of
  /// its base; 2 with an emoji presentation selector (U+FE0F), which terminals draw wide.
  static func of(_ character: Character) -> Int {
    _ = isLocaleSet
    guard let first = character.unicodeScalars.first else { return 0 }
    if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    let width = wcwidth(wchar_t(bitPattern: first.value))
    guard width >= 0 else { return first.properties.generalCategory == .control ? 0 : 1 }
    return Int(width)
  }
}
