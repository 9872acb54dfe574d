import Foundation

/// Reads the dates feeds write, which are rarely what the specifications say.
///
/// RSS asks for RFC 822 and Atom for RFC 3339; in practice feeds write every reduced form of ISO
/// 8601 (`2026`, `2026-11`, basic `20261122T083000Z`), two-digit years, named zones, missing
/// seconds, wrong weekdays, a space instead of `T`, asctime, and month names in other languages.
/// This reads all of those without `DateFormatter`, which is slow and locale-sensitive, and
/// returns nil for anything else so that the article is kept without a date.
///
/// Where a form is feedparser's own (the Korean, Greek, Hungarian and Perforce forms), it is read
/// as feedparser reads it: the Korean forms are at +09:00, and the OnBlog form
/// (`2004년 05월 28일 01:31:15 PM`) is a 24-hour clock whatever follows it.
package enum FeedDateParser {
  package static func date(from text: String) -> Date? {
    var text = text
    return text.withUTF8 { date(from: $0) }
  }

  /// The date in `bytes` (UTF-8), read without making a string first.
  static func date(from bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    var start = 0
    var end = bytes.count
    while start < end, isWhitespace(bytes[start]) { start += 1 }
    while end > start, isWhitespace(bytes[end - 1]) { end -= 1 }
    let trimmed = UnsafeBufferPointer(rebasing: bytes[start..<end])
    guard trimmed.count >= 4, trimmed.count <= 96 else { return nil }
    return isISO8601(trimmed) ? iso8601(trimmed) : rfc822(trimmed)
  }

  /// Whether `text` starts as an ISO 8601 date does: four digits alone or before `-` or `W`,
  /// five to eight digits (the basic forms), two digits and `-` (`03-12-31`), or `-` and a
  /// digit (`-0312`). An RFC 822 date starts with a weekday, a day or a month name instead.
  private static func isISO8601(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var digits = 0
    while digits < text.count, FeedDateBytes.isDigit(text[digits]) { digits += 1 }
    let next = digits < text.count ? text[digits] : nil
    let followedByDigit = digits + 1 < text.count && FeedDateBytes.isDigit(text[digits + 1])
    switch digits {
    case 0: return next == UInt8(ascii: "-") && followedByDigit
    case 2: return next == UInt8(ascii: "-") && followedByDigit
    case 4: return next == nil || next == UInt8(ascii: "-") || next == UInt8(ascii: "W")
    case 5...8: return true
    default: return false
    }
  }

  // MARK: - ISO 8601, W3C-DTF and RFC 3339

  /// A calendar, ordinal or week date in any complete or reduced form (``Scanner/isoDate()``),
  /// optionally followed by `T` or spaces and a time in extended (`hh:mm[:ss[.fff]]`) or basic
  /// (`hhmm[ss[.fff]]`) form, and a zone (`Z`, `±hh:mm`, `±hhmm`, `±hh` or a name). The month may
  /// be a Hungarian name and the time may start with the Korean 오전/오후, as feeds from those
  /// places write.
  private static func iso8601(_ text: UnsafeBufferPointer<UInt8>) -> Date? {
    var scanner = Scanner(text)
    guard let (year, month, day) = scanner.isoDate() else { return nil }
    var clock = Clock()
    var offsetSeconds: Int?
    let hasTime = scanner.skip("T") || scanner.skip("t") || scanner.skipSpaces()
    if hasTime {
      scanner.skipSpaces()
      var meridiem: Meridiem?
      if scanner.skip(bytes: FeedDateNames.koreanMorning) {
        meridiem = .morning
      } else if scanner.skip(bytes: FeedDateNames.koreanAfternoon) {
        meridiem = .afternoon
      }
      if meridiem != nil {
        offsetSeconds = 9 * 3_600
        scanner.skipSpaces()
      }
      guard let parsed = scanner.isoTime() else { return nil }
      clock = parsed
      scanner.skipSpaces()
      if let parsedMeridiem = scanner.meridiem() {
        meridiem = parsedMeridiem
        scanner.skipSpaces()
      }
      clock.apply(meridiem)
      if scanner.skip("Z") || scanner.skip("z") {
        offsetSeconds = 0
      } else if !scanner.isAtEnd {
        guard let offset = scanner.zoneOffset() else { return nil }
        offsetSeconds = offset
      }
    }
    guard scanner.isAtEnd else { return nil }
    return makeDate(
      year: year, month: month, day: day, clock: clock, offsetSeconds: offsetSeconds ?? 0)
  }

  // MARK: - RFC 822, RFC 2822, asctime and their variants

  /// Words in any order, separated by spaces, tabs or commas: a day, a month name, a year of two
  /// or four digits (or `YYYY/MM/DD`, or Korean `YYYY년 MM월 DD일`), a time, a zone, and a weekday and
  /// AM/PM, which are checked for form only. A comment in parentheses, such as `(UTC)`, is skipped.
  private static func rfc822(_ text: UnsafeBufferPointer<UInt8>) -> Date? {
    var day: Int?
    var month: Int?
    var year: Int?
    var clock: Clock?
    var offsetSeconds: Int?
    var meridiem: Meridiem?
    var isKorean = false
    var tokenStart = 0
    var index = 0
    var commentDepth = 0
    while index <= text.count {
      let byte = index < text.count ? text[index] : UInt8(ascii: " ")
      if commentDepth > 0 {
        if byte == UInt8(ascii: "(") {
          commentDepth += 1
        } else if byte == UInt8(ascii: ")") {
          commentDepth -= 1
        }
        tokenStart = index + 1
        index += 1
        continue
      }
      guard byte == UInt8(ascii: ",") || byte == UInt8(ascii: "(") || isWhitespace(byte) else {
        index += 1
        continue
      }
      defer {
        if byte == UInt8(ascii: "(") { commentDepth = 1 }
        tokenStart = index + 1
        index += 1
      }
      guard index > tokenStart else { continue }
      let token = UnsafeBufferPointer(rebasing: text[tokenStart..<index])
      var scanner = Scanner(token)
      if FeedDateBytes.isDigit(token[0]) {
        if token.contains(UInt8(ascii: ":")) {
          guard clock == nil, let parsed = scanner.clockTime() else { return nil }
          clock = parsed
          if !scanner.isAtEnd {
            guard let offset = scanner.zoneOffset() else { return nil }
            offsetSeconds = offset
          }
        } else if token.contains(UInt8(ascii: "/")) {
          guard year == nil, let parsedYear = scanner.number(digits: 4), scanner.skip("/"),
            let parsedMonth = scanner.number(maximumDigits: 2), scanner.skip("/"),
            let parsedDay = scanner.number(maximumDigits: 2), scanner.isAtEnd
          else { return nil }
          year = parsedYear
          month = parsedMonth
          day = parsedDay
        } else if let korean = FeedDateNames.koreanUnit(endingToken: token) {
          guard let value = scanner.number(digits: korean.numberLength) else { return nil }
          isKorean = true
          switch korean.unit {
          case .year: year = value
          case .month: month = value
          case .day: day = value
          }
        } else {
          guard let value = scanner.number(digits: token.count) else { return nil }
          if day == nil, token.count <= 2, month == nil || year == nil {
            day = value
          } else if year == nil, token.count == 4 || token.count == 2 {
            year = token.count == 2 ? Scanner.fullYear(value) : value
          } else {
            return nil
          }
        }
      } else if token[0] == UInt8(ascii: "+") || token[0] == UInt8(ascii: "-") {
        guard let offset = scanner.numericOffset(), scanner.isAtEnd else { return nil }
        offsetSeconds = offset
      } else if let parsedMonth = FeedDateNames.month(token) {
        month = parsedMonth
      } else if let offset = scanner.zoneOffset() {
        offsetSeconds = offset
      } else if let parsedMeridiem = scanner.meridiem(), scanner.isAtEnd {
        meridiem = parsedMeridiem
      } else if !FeedDateNames.isWeekday(token) {
        // Weekdays are often wrong and carry nothing the date does not; anything else is unknown.
        return nil
      }
    }
    guard let day, let month, let year else { return nil }
    var time = clock ?? Clock()
    if !isKorean { time.apply(meridiem) }
    return makeDate(
      year: year, month: month, day: day, clock: time,
      offsetSeconds: offsetSeconds ?? (isKorean ? 9 * 3_600 : 0))
  }

  // MARK: - Calendar arithmetic

  private struct Clock {
    var hour = 0
    var minute = 0
    var second = 0
    var fraction = 0.0

    mutating func apply(_ meridiem: Meridiem?) {
      switch meridiem {
      case .afternoon where hour < 12: hour += 12
      case .morning where hour == 12: hour = 0
      default: break
      }
    }
  }

  private enum Meridiem {
    case morning
    case afternoon
  }

  /// The instants a feed's date can name: years 1 to 9999, as every format writes them.
  static let representable = -62_135_596_800...253_402_300_799

  /// Seconds since 1970 for a proleptic Gregorian date and time at an offset east of UTC.
  private static func makeDate(year: Int, month: Int, day: Int, clock: Clock, offsetSeconds: Int)
    -> Date?
  {
    guard (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day),
      (0...24).contains(clock.hour), (0...59).contains(clock.minute),
      (0...60).contains(clock.second),
      (1...9999).contains(year)
    else { return nil }
    let days = daysFromCivil(year: year, month: month, day: day)
    let seconds =
      days * 86_400 + clock.hour * 3_600 + clock.minute * 60 + clock.second - offsetSeconds
    guard representable.contains(seconds) else { return nil }
    return Date(timeIntervalSince1970: Double(seconds) + clock.fraction)
  }

  /// Days from 1970-01-01 to a proleptic Gregorian date, by Howard Hinnant's days-from-civil.
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func daysInYear(_ year: Int) -> Int {
    daysInMonth(2, year: year) == 29 ? 366 : 365
  }

  private static func daysInMonth(_ month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// A cursor over the bytes of one date or one token of a date.
  private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    /// How many decimal digits follow.
    var digitsAhead: Int {
      var end = position
      while end < bytes.count, FeedDateBytes.isDigit(bytes[end]) { end += 1 }
      return end - position
    }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
      position += 1
      return true
    }

    mutating func skip(bytes expected: [UInt8]) -> Bool {
      guard position + expected.count <= bytes.count,
        bytes[position..<(position + expected.count)].elementsEqual(expected)
      else { return false }
      position += expected.count
      return true
    }

    /// Skips spaces and tabs, and tells whether there were any.
    @discardableResult
    mutating func skipSpaces() -> Bool {
      let start = position
      while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 {
        position += 1
      }
      return position > start
    }

    /// Exactly `digits` decimal digits.
    mutating func number(digits: Int) -> Int? {
      guard digits > 0, digits <= 9, digitsAhead >= digits else { return nil }
      var value = 0
      for offset in 0..<digits {
        value = value * 10 + Int(bytes[position + offset] - UInt8(ascii: "0"))
      }
      position += digits
      return value
    }

    /// One digit up to `maximumDigits`, as many as there are.
    mutating func number(maximumDigits: Int) -> Int? {
      let available = digitsAhead
      guard available >= 1, available <= maximumDigits else { return nil }
      return number(digits: available)
    }

    /// The bytes up to `terminator` or the end, if there are any.
    mutating func word(until terminator: UInt8) -> UnsafeBufferPointer<UInt8>? {
      var end = position
      while end < bytes.count, bytes[end] != terminator { end += 1 }
      guard end > position else { return nil }
      defer { position = end }
      return UnsafeBufferPointer(rebasing: bytes[position..<end])
    }

    /// An ISO 8601 date as year, month and day, in every form feeds and feedparser's tests write:
    /// calendar (`2003-12-31`, `20031231`, `2003-12`, `2003`, and Google's `2003-012-31`), ordinal
    /// (`2003-365`, `2003365`), week (`2004-W01-4`, `2004W014`, `2004-W01`), and ISO 8601:1988's
    /// two-digit years (`03-12-31`, `031231`, `03335`, `-0312`, `-03-12`), read by RFC 2822's rule
    /// for them. Forms without a year, which would mean the year of the day they are read, are not.
    mutating func isoDate() -> (year: Int, month: Int, day: Int)? {
      if skip("-") {
        // -YYMM or -YY-MM: a year of the century and a month.
        guard let year = number(digits: 2) else { return nil }
        _ = skip("-")
        guard let month = number(digits: 2) else { return nil }
        return (Self.fullYear(year), month, 1)
      }
      switch digitsAhead {
      case 2:
        let year = Self.fullYear(number(digits: 2)!)
        guard skip("-") else { return nil }
        return digitsAhead == 3 ? ordinalDate(year: year) : monthAndDay(year: year)
      case 4:
        let year = number(digits: 4)!
        if skip("W") { return weekDate(year: year, separated: false) }
        guard skip("-") else { return (year, 1, 1) }
        if skip("W") { return weekDate(year: year, separated: true) }
        if digitsAhead == 3, position + 3 < bytes.count, bytes[position + 3] == UInt8(ascii: "-"),
          bytes[position] == UInt8(ascii: "0")
        {
          // Google's month of three digits, `2003-012-31`.
          position += 1
          return monthAndDay(year: year)
        }
        if digitsAhead == 3 { return ordinalDate(year: year) }
        if digitsAhead == 0 {
          guard let month = word(until: UInt8(ascii: "-")).flatMap(FeedDateNames.month) else {
            return nil
          }
          guard skip("-") else { return (year, month, 1) }
          guard let day = number(maximumDigits: 2) else { return nil }
          return (year, month, day)
        }
        return monthAndDay(year: year)
      case 5:
        return ordinalDate(year: Self.fullYear(number(digits: 2)!))
      case 6:
        let year = Self.fullYear(number(digits: 2)!)
        return (year, number(digits: 2)!, number(digits: 2)!)
      case 7:
        return ordinalDate(year: number(digits: 4)!)
      case 8:
        return (number(digits: 4)!, number(digits: 2)!, number(digits: 2)!)
      default:
        return nil
      }
    }

    /// `MM`, `MM-DD` or `MMDD`, after the year and its `-`.
    private mutating func monthAndDay(year: Int) -> (year: Int, month: Int, day: Int)? {
      if digitsAhead == 4 { return (year, number(digits: 2)!, number(digits: 2)!) }
      guard let month = number(maximumDigits: 2) else { return nil }
      guard skip("-") else { return (year, month, 1) }
      guard let day = number(maximumDigits: 2) else { return nil }
      return (year, month, day)
    }

    /// A day of the year, `DDD`, as a month and a day.
    private mutating func ordinalDate(year: Int) -> (year: Int, month: Int, day: Int)? {
      guard let ordinal = number(digits: 3) else { return nil }
      var day = ordinal
      for month in 1...12 {
        let length = FeedDateParser.daysInMonth(month, year: year)
        if day <= length { return day >= 1 ? (year, month, day) : nil }
        day -= length
      }
      return nil
    }

    /// `ww-D`, `wwD` or `ww` after the year's `W`: the week of the ISO year, whose first week
    /// holds its first Thursday, and the day of that week from Monday, 1, to Sunday, 7.
    private mutating func weekDate(year: Int, separated: Bool) -> (year: Int, month: Int, day: Int)?
    {
      guard let week = number(digits: 2), (1...53).contains(week) else { return nil }
      var weekday = 1
      if !isAtEnd, !separated || skip("-") {
        guard let parsed = number(digits: 1), (1...7).contains(parsed) else { return nil }
        weekday = parsed
      }
      // Days from 1 January to the Monday of week 1, by the weekday of 4 January.
      let fourthOfJanuary = FeedDateParser.daysFromCivil(year: year, month: 1, day: 4)
      let fourthWeekday = ((fourthOfJanuary + 3) % 7 + 7) % 7 + 1
      var day = 4 - (fourthWeekday - 1) + (week - 1) * 7 + (weekday - 1)
      var dateYear = year
      if day < 1 {
        dateYear -= 1
        day += FeedDateParser.daysInYear(dateYear)
      } else if day > FeedDateParser.daysInYear(year) {
        day -= FeedDateParser.daysInYear(year)
        dateYear += 1
      }
      var month = 1
      while day > FeedDateParser.daysInMonth(month, year: dateYear) {
        day -= FeedDateParser.daysInMonth(month, year: dateYear)
        month += 1
      }
      return (dateYear, month, day)
    }

    /// A two-digit year by RFC 2822's rule: 00–49 are 2000–2049, 50–99 are 1950–1999.
    static func fullYear(_ twoDigits: Int) -> Int {
      twoDigits < 50 ? 2000 + twoDigits : 1900 + twoDigits
    }

    /// The digits after a decimal point, as a fraction of a second.
    mutating func fraction() -> Double {
      var value = 0.0
      var scale = 0.1
      while position < bytes.count, FeedDateBytes.isDigit(bytes[position]) {
        value += Double(bytes[position] - UInt8(ascii: "0")) * scale
        scale /= 10
        position += 1
      }
      return value
    }

    /// `h:mm`, `hh:mm` or `hh:mm:ss`, with a fraction of a second ignored.
    mutating func clockTime() -> Clock? {
      guard let hour = number(maximumDigits: 2), skip(":"), let minute = number(digits: 2) else {
        return nil
      }
      var clock = Clock(hour: hour, minute: minute)
      if skip(":") {
        guard let second = number(digits: 2) else { return nil }
        clock.second = second
        if skip(".") { _ = fraction() }
      }
      return clock
    }

    /// An ISO 8601 time of day: `hh:mm[:ss[.fff]]`, `hhmm[ss[.fff]]` or `hh`, the hour also as one
    /// digit (`9:15`).
    mutating func isoTime() -> Clock? {
      let hourDigits = digitsAhead
      var clock = Clock()
      if hourDigits == 1 || hourDigits == 2 {
        clock.hour = number(digits: hourDigits)!
        if skip(":") {
          guard let minute = number(digits: 2) else { return nil }
          clock.minute = minute
          if skip(":") {
            guard let second = number(digits: 2) else { return nil }
            clock.second = second
          }
        }
      } else if hourDigits == 4 || hourDigits == 6 {
        clock.hour = number(digits: 2)!
        clock.minute = number(digits: 2)!
        if hourDigits == 6 { clock.second = number(digits: 2)! }
      } else {
        return nil
      }
      if skip(".") || skip(",") {
        guard digitsAhead > 0 else { return nil }
        clock.fraction = fraction()
      }
      return clock
    }

    /// `AM`, `PM` (any case, with or without dots) or the Korean 오전/오후.
    mutating func meridiem() -> Meridiem? {
      if skip(bytes: FeedDateNames.koreanMorning) { return .morning }
      if skip(bytes: FeedDateNames.koreanAfternoon) { return .afternoon }
      guard position + 1 < bytes.count else { return nil }
      let first = FeedDateBytes.lowercase(bytes[position])
      guard first == UInt8(ascii: "a") || first == UInt8(ascii: "p") else { return nil }
      let saved = position
      position += 1
      _ = skip(".")
      guard position < bytes.count, FeedDateBytes.lowercase(bytes[position]) == UInt8(ascii: "m")
      else {
        position = saved
        return nil
      }
      position += 1
      _ = skip(".")
      guard isAtEnd || !FeedDateBytes.isLetter(bytes[position]) else {
        position = saved
        return nil
      }
      return first == UInt8(ascii: "a") ? .morning : .afternoon
    }

    /// A zone to the end: a name (`GMT`, `CEST`, a military letter), optionally followed by a
    /// numeric offset (`GMT+01:00`, `UTC-5`), or a numeric offset alone. A name may be written as
    /// the tz database's `Etc/` zones are (`Etc/GMT`), whose offsets have POSIX's inverted sign
    /// (`Etc/GMT+5` is five hours west).
    mutating func zoneOffset() -> Int? {
      let saved = position
      if let offset = numericOffset() {
        guard isAtEnd else {
          position = saved
          return nil
        }
        return offset
      }
      let sign = skip(caseInsensitive: "etc/") ? -1 : 1
      var end = position
      while end < bytes.count, FeedDateBytes.isLetter(bytes[end]) { end += 1 }
      guard
        let named = FeedDateZones.offset(
          named: UnsafeBufferPointer(rebasing: bytes[position..<end]))
      else {
        position = saved
        return nil
      }
      position = end
      if isAtEnd { return named }
      guard let offset = numericOffset(), isAtEnd else {
        position = saved
        return nil
      }
      return named + sign * offset
    }

    /// Skips `text` (lower-case ASCII) if it comes next in any case.
    mutating func skip(caseInsensitive text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard position + count <= bytes.count else { return false }
      for offset in 0..<count
      where FeedDateBytes.lowercase(bytes[position + offset]) != text.utf8Start[offset] {
        return false
      }
      position += count
      return true
    }

    /// `+hh:mm`, `+hhmm`, `+hh`, `+h` or `+h:mm`, as seconds east of UTC.
    mutating func numericOffset() -> Int? {
      guard position < bytes.count else { return nil }
      let sign: Int
      switch bytes[position] {
      case UInt8(ascii: "+"): sign = 1
      case UInt8(ascii: "-"): sign = -1
      default: return nil
      }
      let saved = position
      position += 1
      var hours = 0
      var minutes = 0
      switch digitsAhead {
      case 1, 2:
        hours = number(digits: digitsAhead)!
        if skip(":") {
          guard let parsed = number(digits: 2) else {
            position = saved
            return nil
          }
          minutes = parsed
        }
      case 3:
        hours = number(digits: 1)!
        minutes = number(digits: 2)!
      case 4:
        hours = number(digits: 2)!
        minutes = number(digits: 2)!
      default:
        position = saved
        return nil
      }
      guard hours <= 23, minutes <= 59 else {
        position = saved
        return nil
      }
      return sign * (hours * 3_600 + minutes * 60)
    }
  }
}

/// Byte classes for reading dates, without making strings.
enum FeedDateBytes {
  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  @inline(__always)
  static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  @inline(__always)
  static func lowercase(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
  }
}
