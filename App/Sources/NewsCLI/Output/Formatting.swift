import TextCore

extension Int64 {
  /// A byte count in the unit a person reads most easily: "512 bytes", "1.5 MB", "23 MB", counted
  /// in thousands as file sizes are.
  ///
  /// Written out rather than with ByteCountFormatter, which formats through ICU's number
  /// formatter: the shipped binary leaves ICU's data out (App/Sources/ICUDataStub), and the
  /// formatter traps without it, which only the static binary showed.
  var formattedBytes: String {
    guard self >= 1000 else { return Int(self).counting("byte") }
    let units = ["kB", "MB", "GB", "TB", "PB", "EB"]
    var value = Double(self) / 1000
    var unit = 0
    while value >= 999.95, unit < units.count - 1 {
      value /= 1000
      unit += 1
    }
    let tenths = Int((value * 10).rounded())
    let number = tenths < 100 ? "\(tenths / 10).\(tenths % 10)" : "\(Int(value.rounded()))"
    return "\(number) \(units[unit])"
  }
}
