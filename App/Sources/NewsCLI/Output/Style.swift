/// The few text styles the app uses, as ANSI SGR sequences, applied only when colour is allowed.
enum Style: String {
  case bold = "1"
  case dim = "2"
  case cyan = "36"
  case yellow = "33"
  case red = "31"

  func apply(_ text: String, when enabled: Bool) -> String {
    enabled ? "\u{1B}[\(rawValue)m\(text)\u{1B}[0m" : text
  }
}
