extension BinaryInteger {
  /// The number in decimal with zeros in front up to `digits` digits, "05" for 5 and 2: how every
  /// date, time and play time here is written, never through a locale.
  func zeroPadded(_ digits: Int) -> String {
    let text = String(self.magnitude)
    let padding = String(repeating: "0", count: max(0, digits - text.count))
    return (self < 0 ? "-" : "") + padding + text
  }
}
