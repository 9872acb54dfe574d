import ConfigurationCore

extension CellStyle {
  /// The style a `color` or `highlight` line of the configuration names. It is built from typed
  /// colours and attributes only, so a configuration can never put an escape sequence of its own
  /// into a frame: the live terminal writes each as a number it chose.
  ///
  /// `standout` is drawn reversed, as ncurses draws it on xterm and its descendants (their
  /// terminfo's `smso` is `ESC [ 7 m`); `default` is the terminal's own colour.
  public init(_ configured: ColorStyle) {
    self.init(
      isBold: configured.attributes.contains(.bold),
      isDim: configured.attributes.contains(.dim),
      isReversed: configured.attributes.contains(.reverse)
        || configured.attributes.contains(.standout),
      isUnderlined: configured.attributes.contains(.underline),
      isBlinking: configured.attributes.contains(.blink),
      foreground: Color(configured.foreground), background: Color(configured.background))
  }
}

extension CellStyle.Color {
  /// The palette's colour `configured` names; nil for `default`.
  init?(_ configured: ConfiguredColor) {
    switch configured {
    case .default: return nil
    case .named(let named):
      switch named {
      case .black: self = .black
      case .red: self = .red
      case .green: self = .green
      case .yellow: self = .yellow
      case .blue: self = .blue
      case .magenta: self = .magenta
      case .cyan: self = .cyan
      case .white: self = .white
      }
    case .indexed(let number):
      guard let index = UInt8(exactly: number) else { return nil }
      self = .indexed(index)
    }
  }
}
