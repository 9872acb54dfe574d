/// A key as a configuration names it, in newsboat's notation: `j`, `^R` (Ctrl-R), `ENTER`,
/// `PPAGE`, `F5`, and, in 2.39's `bind`, `<ENTER>`, `<C-r>` and `<S-a>`.
///
/// A control key keeps its letter in lower case, as the terminal reports Ctrl-R whatever the
/// Shift key did.
public enum ConfiguredKey: Sendable, Hashable {
  case character(Character)
  case control(Character)
  case named(Name)

  /// The keys newsboat names by a word.
  public enum Name: Sendable, Hashable {
    case enter, backspace, escape, tab
    case left, right, up, down
    case pageUp, pageDown, home, end
    case function(Int)
  }

  /// The key `bind-key`, `unbind-key` and `macro` write as `text`, or nil when newsboat names no
  /// such key.
  public static func single(_ text: String) -> ConfiguredKey? {
    if text.count == 1, let character = text.first { return .character(character) }
    if text.count == 2, text.first == "^", let letter = text.last { return .control(lower(letter)) }
    if text == "SPACE" { return .character(" ") }
    return named(text).map(ConfiguredKey.named)
  }

  /// The keys `bind`'s key sequence `text` presses in turn, or nil when one of them is not a key.
  public static func sequence(_ text: String) -> [ConfiguredKey]? {
    var keys: [ConfiguredKey] = []
    var rest = text[...]
    while let first = rest.first {
      if first == "<", let close = rest.firstIndex(of: ">"),
        close > rest.index(after: rest.startIndex)
      {
        let inside = String(rest[rest.index(after: rest.startIndex)..<close])
        rest = rest[rest.index(after: close)...]
        guard let key = bracketed(inside) else { return nil }
        keys.append(key)
      } else if first == "^", let letter = rest.dropFirst().first, letter.isLetter {
        keys.append(.control(lower(letter)))
        rest = rest.dropFirst(2)
      } else {
        keys.append(.character(first))
        rest = rest.dropFirst()
      }
    }
    return keys.isEmpty ? nil : keys
  }

  /// What `bind` writes between `<` and `>`.
  private static func bracketed(_ inside: String) -> ConfiguredKey? {
    switch inside {
    case "LT": return .character("<")
    case "GT": return .character(">")
    case "^": return .character("^")
    case "SPACE": return .character(" ")
    default: break
    }
    if inside.count == 3, inside.dropLast().hasSuffix("-"), let letter = inside.last {
      switch inside.first {
      case "C": return .control(lower(letter))
      case "S": return .character(Character(letter.uppercased()))
      default: return nil
      }
    }
    return named(inside).map(ConfiguredKey.named)
  }

  private static func named(_ text: String) -> Name? {
    switch text {
    case "ENTER": return .enter
    case "BACKSPACE": return .backspace
    case "ESC": return .escape
    case "TAB": return .tab
    case "LEFT": return .left
    case "RIGHT": return .right
    case "UP": return .up
    case "DOWN": return .down
    case "PPAGE": return .pageUp
    case "NPAGE": return .pageDown
    case "HOME": return .home
    case "END": return .end
    default:
      guard text.hasPrefix("F"), let number = Int(text.dropFirst()), (1...12).contains(number)
      else { return nil }
      return .function(number)
    }
  }

  private static func lower(_ letter: Character) -> Character {
    Character(letter.lowercased())
  }
}
