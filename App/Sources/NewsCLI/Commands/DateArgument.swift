import ArgumentParser
import Foundation
import TimeCore

/// Reads a date typed on the command line: a day (midnight UTC) or an ISO 8601 time with its zone,
/// as an option's transform, so the command gets a `Date`.
enum DateArgument {
  static func parse(_ text: String) throws -> Date {
    guard let date = DateText.parseISO8601(text) else {
      throw ValidationError("a date is written such as 2026-11-01 or 2026-11-01T12:00:00Z.")
    }
    return date
  }
}
