import ArgumentParser

extension ClosedRange where Bound == Int {
  /// Throws the usage error every numeric flag gives when `value` is outside the range, naming the
  /// flag and the range, so that each command states its limits once and words them alike.
  ///
  /// - Parameter unit: What follows the range in the message, such as ` seconds (an hour)`.
  func validate(_ value: Int?, flag: String, unit: String = "") throws {
    guard let value, !contains(value) else { return }
    throw ValidationError("\(flag) must be from \(lowerBound) to \(upperBound)\(unit).")
  }
}
