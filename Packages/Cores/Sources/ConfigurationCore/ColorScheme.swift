/// The colour schemes this reader ships, in newsboat's syntax: `color-scheme NAME` in a
/// configuration applies one, and `config scheme NAME` prints it to copy, change and `include`.
public struct ColorScheme: Sendable, Hashable {
  public var name: String
  /// What the scheme says, as a configuration file would.
  public var text: String

  /// What a problem in the scheme names as its file.
  public var file: String { "color-scheme \(name)" }

  public static func named(_ name: String) -> ColorScheme? {
    builtIn.first { $0.name == name }
  }

  public static let builtIn: [ColorScheme] = [
    ColorScheme(
      name: "dusk",
      text: """
        # dusk: light text on the terminal's own dark background, unread rows in bold, the
        # focused row on a slate bar, for 256-colour terminals.
        color background          color252  default
        color listnormal          color245  default
        color listnormal_unread   color255  default  bold
        color listfocus           color255  color60
        color listfocus_unread    color231  color60  bold
        color info                color189  color236
        color title               color231  color236 bold
        color article             color252  default
        highlight article "^(Feed|Title|Author|Link|Date):" color110 default bold
        highlight article "https?://[^ ]+" color109 default underline
        highlight article "\\\\[[0-9]+\\\\]" color180 default

        """),
    ColorScheme(
      name: "paper",
      text: """
        # paper: dark text on a light terminal, in the eight standard colours only.
        color background          black   default
        color listnormal          black   default
        color listnormal_unread   blue    default  bold
        color listfocus           white   blue
        color listfocus_unread    white   blue     bold
        color info                black   cyan
        color article             black   default
        highlight article "^(Feed|Title|Author|Link|Date):" blue default bold
        highlight article "https?://[^ ]+" magenta default underline

        """),
    ColorScheme(
      name: "mono",
      text: """
        # mono: no colour at all, only attributes, for a terminal or a person that prefers none.
        color background          default default
        color listnormal          default default
        color listnormal_unread   default default  bold
        color listfocus           default default  reverse
        color listfocus_unread    default default  reverse bold
        color info                default default  reverse
        color article             default default
        highlight article "^(Feed|Title|Author|Link|Date):" default default bold

        """),
  ]
}
