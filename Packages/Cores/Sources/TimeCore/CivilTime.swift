import Foundation

/// A moment as a wall clock shows it: the proleptic Gregorian year, month and day, and the time
/// of day to the second, at a given offset from UTC.
///
/// Counted by arithmetic (Howard Hinnant's `civil_from_days` and `days_from_civil`), never with
/// `Calendar`, `DateFormatter` or `Locale`: those build their answers with ICU, whose data costs
/// a statically linked binary about 50 MB and every process about 10 MB of memory, and they made
/// every date on a long list cost a calendar. The offset comes from the caller's time zone, so
/// one moment reads alike on every machine and in every locale.
public struct CivilTime: Sendable, Hashable {
  public var year: Int
  /// 1 to 12.
  public var month: Int
  /// 1 to 31.
  public var day: Int
  public var hour: Int
  public var minute: Int
  public var second: Int

  public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// `date` on a clock `utcOffset` seconds ahead of UTC; fractions of a second are dropped.
  public init(_ date: Date, utcOffset: Int = 0) {
    let seconds = Int((date.timeIntervalSince1970).rounded(.down)) + utcOffset
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    // Days since 0000-03-01, so that a leap day falls at the end of its year.
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    hour = secondOfDay / 3_600
    minute = secondOfDay / 60 % 60
    second = secondOfDay % 60
  }

  /// `date` as a clock in `timeZone` shows it, daylight saving time included.
  public init(_ date: Date, in timeZone: TimeZone) {
    self.init(date, utcOffset: timeZone.secondsFromGMT(for: date))
  }

  /// The moment this clock shows, when its clock is `utcOffset` seconds ahead of UTC; nil for a
  /// month, day or time of day that does not exist, such as February 30th.
  public func date(utcOffset: Int = 0) -> Date? {
    guard (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day),
      (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
    else { return nil }
    let yearFromMarch = month <= 2 ? year - 1 : year
    let era = (yearFromMarch >= 0 ? yearFromMarch : yearFromMarch - 399) / 400
    let yearOfEra = yearFromMarch - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - utcOffset
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }

  static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }
}
