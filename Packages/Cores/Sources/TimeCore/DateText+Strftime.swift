import Foundation

extension DateText {
  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  private static let dayNames = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]

  /// `date` written as strftime(3) writes it in the C locale, as newsboat's `datetime-format`
  /// takes it: "%d.%m.%Y %H:%M" gives "21.11.2026 12:30".
  ///
  /// Written here by arithmetic, as every date of the app is (``CivilTime``), rather than by
  /// strftime, which would read the C library's locale, or a formatter, which would load ICU. The
  /// conversions a date list uses are known: `%a %A %b %h %B %C %d %D %e %F %H %I %j %k %l %m %M
  /// %n %p %P %R %s %S %t %T %u %w %y %Y %z %%`; `%Z` writes the offset as `%z` does, since zone
  /// names come from a database this app does not read, and any other is written as it stands.
  public static func formatted(_ date: Date, strftime format: String, in timeZone: TimeZone)
    -> String
  {
    let offset = timeZone.secondsFromGMT(for: date)
    let time = CivilTime(date, utcOffset: offset)
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    var out = ""
    var characters = format[...]
    while let character = characters.popFirst() {
      guard character == "%", let conversion = characters.popFirst() else {
        out.append(character)
        continue
      }
      out += field(conversion, time, seconds: seconds, offset: offset)
    }
    return out
  }

  private static func field(_ conversion: Character, _ time: CivilTime, seconds: Int, offset: Int)
    -> String
  {
    let twelveHour = (time.hour + 11) % 12 + 1
    switch conversion {
    case "a": return String(dayNames[weekday(time)].prefix(3))
    case "A": return dayNames[weekday(time)]
    case "b", "h": return String(monthNames[time.month - 1].prefix(3))
    case "B": return monthNames[time.month - 1]
    case "C": return (time.year / 100).zeroPadded(2)
    case "d": return time.day.zeroPadded(2)
    case "D":
      return time.month.zeroPadded(2) + "/" + time.day.zeroPadded(2) + "/" + yearOfCentury(time)
    case "e": return spacePadded(time.day)
    case "F":
      return time.year.zeroPadded(4) + "-" + time.month.zeroPadded(2) + "-" + time.day.zeroPadded(2)
    case "H": return time.hour.zeroPadded(2)
    case "I": return twelveHour.zeroPadded(2)
    case "j": return dayOfYear(time).zeroPadded(3)
    case "k": return spacePadded(time.hour)
    case "l": return spacePadded(twelveHour)
    case "m": return time.month.zeroPadded(2)
    case "M": return time.minute.zeroPadded(2)
    case "n": return "\n"
    case "p": return time.hour < 12 ? "AM" : "PM"
    case "P": return time.hour < 12 ? "am" : "pm"
    case "R": return time.hour.zeroPadded(2) + ":" + time.minute.zeroPadded(2)
    case "s": return String(seconds)
    case "S": return time.second.zeroPadded(2)
    case "t": return "\t"
    case "T":
      return time.hour.zeroPadded(2) + ":" + time.minute.zeroPadded(2) + ":"
        + time.second.zeroPadded(2)
    case "u": return String((weekday(time) + 6) % 7 + 1)
    case "w": return String(weekday(time))
    case "y": return yearOfCentury(time)
    case "Y": return String(time.year)
    case "z", "Z":
      let minutes = abs(offset) / 60
      return (offset < 0 ? "-" : "+") + (minutes / 60).zeroPadded(2) + (minutes % 60).zeroPadded(2)
    case "%": return "%"
    default: return "%" + String(conversion)
    }
  }

  /// 0 for Sunday to 6 for Saturday: 1970-01-01, day 0, was a Thursday.
  private static func weekday(_ time: CivilTime) -> Int {
    let days = Int(
      (CivilTime(year: time.year, month: time.month, day: time.day).date()?.timeIntervalSince1970
        ?? 0) / 86_400)
    return ((days + 4) % 7 + 7) % 7
  }

  private static func dayOfYear(_ time: CivilTime) -> Int {
    (1..<time.month).reduce(time.day) { $0 + CivilTime.days(inMonth: $1, of: time.year) }
  }

  private static func yearOfCentury(_ time: CivilTime) -> String {
    ((time.year % 100 + 100) % 100).zeroPadded(2)
  }

  private static func spacePadded(_ number: Int) -> String {
    number < 10 ? " \(number)" : String(number)
  }
}
