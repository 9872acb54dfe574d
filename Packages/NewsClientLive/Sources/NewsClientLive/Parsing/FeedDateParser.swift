import Foundation

/// Reads the dates feeds write, which are rarely what the specifications say.
///
/// RSS asks for RFC 822 and Atom for RFC 3339; in practice feeds write two-digit years, named
/// zones, missing seconds, wrong weekdays, a space instead of `T`, or a date alone. This reads all
/// of those without `DateFormatter`, which is slow and locale-sensitive, and returns nil for
/// anything else so that the article is kept without a date.
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
    guard trimmed.count >= 6, trimmed.count <= 64 else { return nil }
    if trimmed.count >= 10, isDigit(trimmed[0]), isDigit(trimmed[3]), trimmed[4] == UInt8(ascii: "-") {
      return iso8601(trimmed)
    }
    return rfc822(trimmed)
  }

  // MARK: - RFC 3339 and ISO 8601

  private static func iso8601(_ text: UnsafeBufferPointer<UInt8>) -> Date? {
    var scanner = Scanner(text)
    guard let year = scanner.number(digits: 4), scanner.skip("-"),
      let month = scanner.number(digits: 2), scanner.skip("-"),
      let day = scanner.number(digits: 2)
    else { return nil }
    var hour = 0
    var minute = 0
    var second = 0
    var fraction = 0.0
    var offsetSeconds = 0
    if scanner.skip("T") || scanner.skip("t") || scanner.skip(" ") {
      guard let parsedHour = scanner.number(digits: 2), scanner.skip(":"),
        let parsedMinute = scanner.number(digits: 2)
      else { return nil }
      hour = parsedHour
      minute = parsedMinute
      if scanner.skip(":") {
        guard let parsedSecond = scanner.number(digits: 2) else { return nil }
        second = parsedSecond
        if scanner.skip(".") || scanner.skip(",") {
          fraction = scanner.fraction()
        }
      }
      while scanner.skip(" ") {}
      if scanner.skip("Z") || scanner.skip("z") {
        offsetSeconds = 0
      } else if let offset = scanner.numericOffset() {
        offsetSeconds = offset
      } else if let offset = scanner.namedZoneOffset() {
        offsetSeconds = offset
      }
    }
    guard scanner.isAtEnd else { return nil }
    return makeDate(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second,
      offsetSeconds: offsetSeconds, fraction: fraction)
  }

  // MARK: - RFC 822 and its variants

  private static func rfc822(_ text: UnsafeBufferPointer<UInt8>) -> Date? {
    var day: Int?
    var month: Int?
    var year: Int?
    var time: (hour: Int, minute: Int, second: Int)?
    var offsetSeconds = 0
    var isAfternoon = false
    var tokenStart = 0
    var index = 0
    while index <= text.count {
      let atSeparator =
        index == text.count || text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: ",")
        || text[index] == UInt8(ascii: "\t")
      if atSeparator {
        if index > tokenStart {
          let token = UnsafeBufferPointer(rebasing: text[tokenStart..<index])
          var scanner = Scanner(token)
          if isDigit(token[0]), token.contains(UInt8(ascii: ":")) {
            guard time == nil, let parsed = scanner.clockTime() else { return nil }
            time = parsed
            if let offset = scanner.numericOffset() { offsetSeconds = offset }
          } else if isDigit(token[0]) {
            guard let value = scanner.number(digits: token.count), scanner.isAtEnd else { return nil }
            if day == nil, token.count <= 2, month == nil || year == nil {
              day = value
            } else if year == nil, token.count == 4 || token.count == 2 {
              year = token.count == 2 ? (value < 50 ? 2000 + value : 1900 + value) : value
            } else {
              return nil
            }
          } else if token[0] == UInt8(ascii: "+") || token[0] == UInt8(ascii: "-") {
            guard let offset = scanner.numericOffset() else { return nil }
            offsetSeconds = offset
          } else if let parsedMonth = monthNumber(token) {
            month = parsedMonth
          } else if let offset = scanner.namedZoneOffset() {
            offsetSeconds = offset
            if let extra = scanner.numericOffset() { offsetSeconds = extra }
          } else if isMeridiem(token, afternoon: true) {
            isAfternoon = true
          } else if isMeridiem(token, afternoon: false) || isWeekday(token) {
            // Weekdays are often wrong and carry nothing the date does not.
          } else {
            return nil
          }
        }
        tokenStart = index + 1
      }
      index += 1
    }
    guard let day, let month, let year else { return nil }
    var clock = time ?? (0, 0, 0)
    if isAfternoon, clock.hour < 12 { clock.hour += 12 }
    return makeDate(
      year: year, month: month, day: day, hour: clock.hour, minute: clock.minute,
      second: clock.second, offsetSeconds: offsetSeconds, fraction: 0)
  }

  private static let monthPrefixes: [(UInt8, UInt8, UInt8)] = [
    (0x6A, 0x61, 0x6E), (0x66, 0x65, 0x62), (0x6D, 0x61, 0x72), (0x61, 0x70, 0x72),
    (0x6D, 0x61, 0x79), (0x6A, 0x75, 0x6E), (0x6A, 0x75, 0x6C), (0x61, 0x75, 0x67),
    (0x73, 0x65, 0x70), (0x6F, 0x63, 0x74), (0x6E, 0x6F, 0x76), (0x64, 0x65, 0x63),
  ]

  private static func monthNumber(_ token: UnsafeBufferPointer<UInt8>) -> Int? {
    guard token.count >= 3, token.allSatisfy(isLetter) else { return nil }
    let prefix = (lowercase(token[0]), lowercase(token[1]), lowercase(token[2]))
    guard let index = monthPrefixes.firstIndex(where: { $0 == prefix }) else { return nil }
    return index + 1
  }

  private static let weekdayPrefixes: [(UInt8, UInt8, UInt8)] = [
    (0x6D, 0x6F, 0x6E), (0x74, 0x75, 0x65), (0x77, 0x65, 0x64), (0x74, 0x68, 0x75),
    (0x66, 0x72, 0x69), (0x73, 0x61, 0x74), (0x73, 0x75, 0x6E),
  ]

  private static func isWeekday(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
    guard token.count >= 3, token.allSatisfy(isLetter) else { return false }
    let prefix = (lowercase(token[0]), lowercase(token[1]), lowercase(token[2]))
    return weekdayPrefixes.contains(where: { $0 == prefix })
  }

  /// The zone names of RFC 822, plus UTC, each packed lower-case into an integer as
  /// `namedZoneOffset()` packs what it reads, with hours east of UTC.
  fileprivate static let zoneHours: [(name: UInt32, hours: Int)] = [
    ("gmt", 0), ("ut", 0), ("utc", 0), ("z", 0), ("est", -5), ("edt", -4), ("cst", -6), ("cdt", -5),
    ("mst", -7), ("mdt", -6), ("pst", -8), ("pdt", -7),
  ].map { name, hours in (name.utf8.reduce(0) { $0 << 8 | UInt32($1) }, hours) }

  private static func isMeridiem(_ token: UnsafeBufferPointer<UInt8>, afternoon: Bool) -> Bool {
    token.count == 2 && lowercase(token[0]) == (afternoon ? UInt8(ascii: "p") : UInt8(ascii: "a"))
      && lowercase(token[1]) == UInt8(ascii: "m")
  }

  // MARK: - Calendar arithmetic

  /// Seconds since 1970 for a proleptic Gregorian date, using Howard Hinnant's days-from-civil.
  private static func makeDate(
    year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, offsetSeconds: Int,
    fraction: Double
  ) -> Date? {
    guard (1...12).contains(month), (1...31).contains(day), (0...24).contains(hour),
      (0...59).contains(minute), (0...60).contains(second), (1000...9999).contains(year)
    else { return nil }
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offsetSeconds
    return Date(timeIntervalSince1970: Double(seconds) + fraction)
  }

  // MARK: - Bytes

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  fileprivate static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  fileprivate static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  fileprivate static func lowercase(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
  }

  /// A cursor over the bytes of one date or one token of a date.
  private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
      position += 1
      return true
    }

    /// Exactly `digits` decimal digits.
    mutating func number(digits: Int) -> Int? {
      guard digits > 0, digits <= 9, position + digits <= bytes.count else { return nil }
      var value = 0
      for offset in 0..<digits {
        let byte = bytes[position + offset]
        guard FeedDateParser.isDigit(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      position += digits
      return value
    }

    /// The digits after a decimal point, as a fraction of a second.
    mutating func fraction() -> Double {
      var value = 0.0
      var scale = 0.1
      while position < bytes.count, FeedDateParser.isDigit(bytes[position]) {
        value += Double(bytes[position] - UInt8(ascii: "0")) * scale
        scale /= 10
        position += 1
      }
      return value
    }

    /// `h:mm`, `hh:mm` or `hh:mm:ss`.
    mutating func clockTime() -> (hour: Int, minute: Int, second: Int)? {
      let hourDigits = position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: ":") ? 1 : 2
      guard let hour = number(digits: hourDigits), skip(":"), let minute = number(digits: 2) else {
        return nil
      }
      var second = 0
      if skip(":") {
        guard let parsed = number(digits: 2) else { return nil }
        second = parsed
      }
      return (hour, minute, second)
    }

    /// `+hh:mm`, `+hhmm` or `+hh`, as seconds east of UTC.
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
      guard let hours = number(digits: 2) else {
        position = saved
        return nil
      }
      var minutes = 0
      _ = skip(":")
      if let parsed = number(digits: 2) { minutes = parsed }
      guard isAtEnd, hours <= 23, minutes <= 59 else {
        position = saved
        return nil
      }
      return sign * (hours * 3_600 + minutes * 60)
    }

    /// A zone name from RFC 822 (GMT, UT, EST, PDT and so on) or UTC and Z.
    mutating func namedZoneOffset() -> Int? {
      var end = position
      while end < bytes.count, FeedDateParser.isLetter(bytes[end]) { end += 1 }
      guard end > position, end - position <= 3 else { return nil }
      var name: UInt32 = 0
      for byte in bytes[position..<end] { name = name << 8 | UInt32(FeedDateParser.lowercase(byte)) }
      guard let hours = FeedDateParser.zoneHours.first(where: { $0.name == name })?.hours else { return nil }
      position = end
      return hours * 3_600
    }
  }
}
