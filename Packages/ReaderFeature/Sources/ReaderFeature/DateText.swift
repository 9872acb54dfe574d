import Foundation

/// Dates as the screens show them, spelt the same in every locale: "Nov 21" in lists, as
/// newsboat's default `%b %d`, and "2026-11-21 12:30" on an article.
///
/// Written out by hand rather than with a formatter, so that a screen depends only on the time
/// zone in the state and reads the same on any machine.
enum DateText {
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  static func short(_ date: Date, in timeZone: TimeZone) -> String {
    let parts = components(of: date, in: timeZone)
    let month = months[(parts.month ?? 1) - 1]
    return "\(month) \(twoDigits(parts.day ?? 1))"
  }

  static func full(_ date: Date, in timeZone: TimeZone) -> String {
    let parts = components(of: date, in: timeZone)
    return "\(parts.year ?? 0)-\(twoDigits(parts.month ?? 1))-\(twoDigits(parts.day ?? 1)) "
      + "\(twoDigits(parts.hour ?? 0)):\(twoDigits(parts.minute ?? 0))"
  }

  private static func components(of date: Date, in timeZone: TimeZone) -> DateComponents {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
  }

  private static func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
