/// A colour as newsboat names it: one of the eight standard colours, `colorN` for the 256-colour
/// palette, or `default`, the terminal's own.
public enum ConfiguredColor: Sendable, Hashable, CustomStringConvertible {
  case `default`
  case named(NamedColor)
  /// `colorN`, N from 0 to 255; `color0` to `color7` are the standard colours by number.
  case indexed(Int)

  public enum NamedColor: String, Sendable, Hashable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
  }

  /// The colour `text` names, or nil.
  public init?(_ text: String) {
    if text == "default" {
      self = .default
    } else if let named = NamedColor(rawValue: text) {
      self = .named(named)
    } else if text.hasPrefix("color"), let number = Int(text.dropFirst(5)),
      text.dropFirst(5).allSatisfy(\.isASCII), (0...255).contains(number)
    {
      self = .indexed(number)
    } else {
      return nil
    }
  }

  public var description: String {
    switch self {
    case .default: "default"
    case .named(let color): color.rawValue
    case .indexed(let number): "color\(number)"
    }
  }
}

/// The attributes a colour may add, the ones every terminal draws. newsboat also takes `protect`
/// and `invis`, which draw nothing anyone would want in a newsreader; they are reported.
public enum TextAttribute: String, Sendable, Hashable, CaseIterable {
  case bold, underline, reverse, standout, blink, dim
}

/// How `color`, `highlight` and `highlight-article` draw text: a foreground, a background and
/// attributes.
public struct ColorStyle: Sendable, Hashable {
  public var foreground: ConfiguredColor
  public var background: ConfiguredColor
  public var attributes: [TextAttribute]

  public init(
    foreground: ConfiguredColor, background: ConfiguredColor = .default,
    attributes: [TextAttribute] = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }
}

/// The parts of the screen `color` styles, by newsboat's names: the lists' rows, focused or not,
/// read or not; the info bars (the title and hint bars) and the parts of a hint; the article's
/// text; the background; the `~` lines below a text.
public enum ColorElement: String, Sendable, Hashable, CaseIterable {
  case background
  case listnormal
  case listfocus
  case listnormalUnread = "listnormal_unread"
  case listfocusUnread = "listfocus_unread"
  case info
  case title
  case hintKey = "hint-key"
  case hintKeysDelimiter = "hint-keys-delimiter"
  case hintSeparator = "hint-separator"
  case hintDescription = "hint-description"
  case article
  case endOfTextMarker = "end-of-text-marker"
}
