import Foundation

/// Describes a date relative to now, the way a person says it: "5 min ago".
public enum RelativeTime {
  /// - Parameter now: Pass the `date` dependency's now, so output is deterministic in tests.
  public static func describe(_ date: Date, now: Date) -> String {
    let seconds = Int(now.timeIntervalSince(date).rounded(.down))
    switch seconds {
    case ..<60:
      return "just now"
    case ..<3_600:
      return "\(seconds / 60) min ago"
    case ..<86_400:
      return "\(seconds / 3_600) h ago"
    case ..<(86_400 * 30):
      return "\(seconds / 86_400) d ago"
    default:
      return day(of: date)
    }
  }

  /// The date's day in UTC as `YYYY-MM-DD`, as `date.formatted(.iso8601.year().month().day())`
  /// writes it, counted from the days since 1970 by Howard Hinnant's `civil_from_days`.
  /// Foundation's formatter built a style and a calendar for every headline of a long list;
  /// this is arithmetic. Years outside 1 to 9999, which the formatter writes its own way, are
  /// left to it.
  static func day(of date: Date) -> String {
    let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    // Days since 0000-03-01, so that a leap day falls at the end of its year.
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    guard (1...9_999).contains(year) else {
      return date.formatted(.iso8601.year().month().day())
    }
    return padded(year, to: 4) + "-" + padded(month, to: 2) + "-" + padded(day, to: 2)
  }

  private static func padded(_ number: Int, to digits: Int) -> String {
    let text = String(number)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
