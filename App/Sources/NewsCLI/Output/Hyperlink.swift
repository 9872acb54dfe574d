import Foundation

/// OSC 8 hyperlinks, which let a terminal open an article's link with a click while showing only
/// its title.
enum Hyperlink {
  /// Wraps `text` in a link to `url`, or returns `text` unchanged when the URL holds anything but
  /// printable ASCII, which could end the escape sequence early.
  static func wrap(_ text: String, linkingTo url: URL) -> String {
    let target = url.absoluteString
    guard !target.isEmpty, target.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) })
    else {
      return text
    }
    return "\u{1B}]8;;\(target)\u{1B}\\\(text)\u{1B}]8;;\u{1B}\\"
  }
}
