import ArgumentParser
import Foundation

/// Reads a date typed on the command line: a day (midnight UTC) or an ISO 8601 time with its zone,
/// as an option's transform, so the command gets a `Date`.
enum DateArgument {
  static func parse(_ text: String) throws -> Date {
    let time = ISO8601DateFormatter()
    if let date = time.date(from: text) { return date }
    let day = ISO8601DateFormatter()
    day.formatOptions = [.withFullDate]
    if let date = day.date(from: text) { return date }
    throw ValidationError("a date is written such as 2026-11-01 or 2026-11-01T12:00:00Z.")
  }
}
