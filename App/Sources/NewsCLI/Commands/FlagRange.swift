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

extension PartialRangeFrom where Bound == Int {
  /// Throws the usage error of a numeric flag that has no largest value, such as a limit, where
  /// more than there are means all of them, worded as ``ClosedRange/validate(_:flag:unit:)``
  /// words a bounded one.
  func validate(_ value: Int?, flag: String) throws {
    guard let value, !contains(value) else { return }
    throw ValidationError("\(flag) must be \(lowerBound) or more.")
  }
}
