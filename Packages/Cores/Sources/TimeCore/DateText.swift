import Foundation

/// How the app writes and reads dates, in one place, alike in every locale and without ICU (see
/// ``CivilTime``): the lists' short dates, an article's full date, relative times, and ISO 8601
/// for scripts, file names and the command line.
public enum DateText {
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// "2026-11-21T12:30:00Z": UTC to the second, as `--json` and sync status print it.
  public static func iso8601(_ date: Date) -> String {
    let time = CivilTime(date)
    return day(time) + "T" + clock(time, seconds: true) + "Z"
  }

  /// "2026-11-21": the day in UTC.
  public static func day(_ date: Date) -> String {
    day(CivilTime(date))
  }

  /// "20261121T123000Z": ISO 8601's basic format, with no character a file name must avoid.
  public static func basic(_ date: Date) -> String {
    let time = CivilTime(date)
    return time.year.zeroPadded(4) + time.month.zeroPadded(2) + time.day.zeroPadded(2) + "T"
      + time.hour.zeroPadded(2) + time.minute.zeroPadded(2) + time.second.zeroPadded(2) + "Z"
  }

  /// "2026-11-21 12:30": an article's date as its reader's clock shows it.
  public static func full(_ date: Date, in timeZone: TimeZone) -> String {
    let time = CivilTime(date, in: timeZone)
    return day(time) + " " + clock(time, seconds: false)
  }

  /// "Nov 21", newsboat's default `%b %d`, for a date in the year of `now`; "Nov 21 2030" for any
  /// other year, so that a date far from today never passes for one of this year.
  public static func short(_ date: Date, in timeZone: TimeZone, now: Date) -> String {
    let time = CivilTime(date, in: timeZone)
    let text = months[time.month - 1] + " " + time.day.zeroPadded(2)
    guard time.year == CivilTime(now, in: timeZone).year else {
      return text + " " + time.year.zeroPadded(4)
    }
    return text
  }

  /// "5 min ago", the way a person says it, up to a month back; beyond that, and for a date
  /// more than a minute ahead of `now` (a feed's clock, or a typo, in the future), the day.
  public static func relative(_ date: Date, now: Date) -> String {
    let seconds = Int(now.timeIntervalSince(date).rounded(.down))
    switch seconds {
    case ..<(-60): return day(date)
    case ..<60: return "just now"
    case ..<3_600: return "\(seconds / 60) min ago"
    case ..<86_400: return "\(seconds / 3_600) h ago"
    case ..<(86_400 * 30): return "\(seconds / 86_400) d ago"
    default: return day(date)
    }
  }

  /// A date typed by a person or a script: a day, "2026-11-01", at midnight UTC, or a time with
  /// its zone, "2026-11-01T12:00:00Z", "2026-11-01T12:00:00.250+01:00" or with a space for the
  /// T; nil for anything else, a day that does not exist included.
  public static func parseISO8601(_ text: String) -> Date? {
    var scanner = DigitScanner(text.utf8)
    guard let year = scanner.number(digits: 4), scanner.skip("-"),
      let month = scanner.number(digits: 2), scanner.skip("-"),
      let day = scanner.number(digits: 2)
    else { return nil }
    if scanner.isAtEnd {
      return CivilTime(year: year, month: month, day: day).date()
    }
    guard scanner.skip("T") || scanner.skip("t") || scanner.skip(" "),
      let hour = scanner.number(digits: 2), scanner.skip(":"),
      let minute = scanner.number(digits: 2)
    else { return nil }
    var second = 0
    var fraction = 0.0
    if scanner.skip(":") {
      guard let whole = scanner.number(digits: 2) else { return nil }
      second = whole
      if scanner.skip(".") || scanner.skip(",") {
        guard let digits = scanner.fraction() else { return nil }
        fraction = digits
      }
    }
    let offset: Int
    if scanner.skip("Z") || scanner.skip("z") {
      offset = 0
    } else if let sign = scanner.sign(), let hours = scanner.number(digits: 2) {
      _ = scanner.skip(":")
      guard let minutes = scanner.number(digits: 2) else { return nil }
      offset = sign * (hours * 3_600 + minutes * 60)
    } else {
      return nil
    }
    guard scanner.isAtEnd,
      let date = CivilTime(
        year: year, month: month, day: day, hour: hour, minute: minute, second: second
      ).date(utcOffset: offset)
    else { return nil }
    return date.addingTimeInterval(fraction)
  }

  /// A date in an HTTP header (RFC 9110, section 5.6.7), such as `Retry-After`: the preferred
  /// "Sun, 06 Nov 1994 08:49:37 GMT", and the obsolete "Sunday, 06-Nov-94 08:49:37 GMT" and
  /// "Sun Nov  6 08:49:37 1994" a recipient must still accept; nil for anything else.
  public static func parseHTTPDate(_ text: String) -> Date? {
    let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    var day: Int?
    var month: Int?
    var year: Int?
    var clock: String?
    switch words.count {
    case 6 where words[5] == "GMT":
      // Sun, 06 Nov 1994 08:49:37 GMT
      (day, month, year, clock) = (Int(words[1]), monthNumber(words[2]), Int(words[3]), words[4])
    case 4 where words[3] == "GMT":
      // Sunday, 06-Nov-94 08:49:37 GMT: a two-digit year is taken within 50 years of 2000.
      let parts = words[1].split(separator: "-").map(String.init)
      guard parts.count == 3, let short = Int(parts[2]), parts[2].count == 2 else { return nil }
      (day, month, year, clock) = (
        Int(parts[0]), monthNumber(parts[1]), short < 50 ? 2000 + short : 1900 + short, words[2]
      )
    case 5:
      // Sun Nov  6 08:49:37 1994
      (day, month, year, clock) = (Int(words[2]), monthNumber(words[1]), Int(words[4]), words[3])
    default:
      return nil
    }
    let time = clock?.split(separator: ":").compactMap { Int($0) } ?? []
    guard let day, let month, let year, time.count == 3 else { return nil }
    return CivilTime(
      year: year, month: month, day: day, hour: time[0], minute: time[1], second: time[2]
    ).date()
  }

  private static func monthNumber(_ name: String) -> Int? {
    months.firstIndex(of: name).map { $0 + 1 }
  }

  private static func day(_ time: CivilTime) -> String {
    time.year.zeroPadded(4) + "-" + time.month.zeroPadded(2) + "-" + time.day.zeroPadded(2)
  }

  private static func clock(_ time: CivilTime, seconds: Bool) -> String {
    time.hour.zeroPadded(2) + ":" + time.minute.zeroPadded(2)
      + (seconds ? ":" + time.second.zeroPadded(2) : "")
  }
}

/// Reads the fixed-width digits of an ISO 8601 date, byte by byte.
private struct DigitScanner {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: String.UTF8View) {
    self.bytes = Array(bytes)
  }

  var isAtEnd: Bool { index == bytes.count }

  mutating func skip(_ character: Unicode.Scalar) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
    index += 1
    return true
  }

  mutating func number(digits: Int) -> Int? {
    guard index + digits <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[index..<index + digits] {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    index += digits
    return value
  }

  /// The digits after a decimal point, as a fraction of a second.
  mutating func fraction() -> Double? {
    var value = 0.0
    var scale = 0.1
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      value += Double(bytes[index] - UInt8(ascii: "0")) * scale
      scale /= 10
      index += 1
    }
    return index > start ? value : nil
  }

  mutating func sign() -> Int? {
    if skip("+") { return 1 }
    if skip("-") { return -1 }
    return nil
  }
}
