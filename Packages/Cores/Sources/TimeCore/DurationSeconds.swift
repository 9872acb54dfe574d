extension Duration {
  /// The span in seconds, fractions included, for the APIs that count time as a `Double`:
  /// `Date` arithmetic, SQLite's REAL dates and C libraries' timeouts.
  ///
  /// `components.seconds` alone drops the fraction, and the attoseconds are easy to scale wrongly
  /// by hand; every package that converts does it here.
  public var inSeconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
