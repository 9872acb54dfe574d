/// The month and weekday names dates are written with, in the languages feeds are known to use
/// in dates that claim to be RFC 822 or W3C-DTF: English (any case, abbreviated or full, by the
/// first three letters), Greek and Hungarian (the forms feedparser reads, including the
/// misspellings it has met), and the Korean suffixes for year, month and day.
enum FeedDateNames {
  /// The month (1–12) a word names, or nil.
  static func month(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
    if let index = englishPrefixIndex(word, in: englishMonths) { return index + 1 }
    return otherMonths.first(where: { word.elementsEqual($0.name) })?.month
  }

  static func isWeekday(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    englishPrefixIndex(word, in: englishWeekdays) != nil
      || greekWeekdays.contains(where: { word.elementsEqual($0) })
  }

  /// What a Korean date suffix (년, 월, 일) after a number marks.
  enum KoreanUnit {
    case year
    case month
    case day
  }

  /// The Korean unit that `token` ends with, and the length of the number before it.
  static func koreanUnit(endingToken token: UnsafeBufferPointer<UInt8>) -> (
    unit: KoreanUnit, numberLength: Int
  )? {
    guard token.count > 3 else { return nil }
    let suffix = token[(token.count - 3)...]
    let unit: KoreanUnit
    if suffix.elementsEqual("년".utf8) {
      unit = .year
    } else if suffix.elementsEqual("월".utf8) {
      unit = .month
    } else if suffix.elementsEqual("일".utf8) {
      unit = .day
    } else {
      return nil
    }
    return (unit, token.count - 3)
  }

  /// Korean "before noon" (오전) and "after noon" (오후).
  static let koreanMorning = Array("오전".utf8)
  static let koreanAfternoon = Array("오후".utf8)

  /// English names by their first three letters, lower-cased and packed into an integer as
  /// `englishPrefixIndex` packs what it reads, so that a date costs no allocation.
  private static let englishMonths = packed([
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ])
  private static let englishWeekdays = packed(["mon", "tue", "wed", "thu", "fri", "sat", "sun"])

  private static func packed(_ names: [String]) -> [UInt32] {
    names.map { $0.utf8.reduce(0) { $0 << 8 | UInt32($1) } }
  }

  private static func englishPrefixIndex(_ word: UnsafeBufferPointer<UInt8>, in names: [UInt32])
    -> Int?
  {
    guard word.count >= 3, word.allSatisfy(FeedDateBytes.isLetter) else { return nil }
    let prefix = word.prefix(3).reduce(0) { $0 << 8 | UInt32(FeedDateBytes.lowercase($1)) }
    return names.firstIndex(of: prefix)
  }

  private static let otherMonths: [(name: [UInt8], month: Int)] = [
    // Greek, as feedparser reads them.
    ("Ιαν", 1), ("Φεβ", 2), ("Μάώ", 3), ("Μαώ", 3), ("Μάρ", 3), ("Μαρ", 3), ("Απρ", 4), ("Μάι", 5),
    ("Μαϊ", 5), ("Μαι", 5), ("Ιούν", 6), ("Ιον", 6), ("Ιουν", 6), ("Ιούλ", 7), ("Ιολ", 7),
    ("Ιουλ", 7),
    ("Αύγ", 8), ("Αυγ", 8), ("Σεπ", 9), ("Οκτ", 10), ("Νοέ", 11), ("Νοε", 11), ("Δεκ", 12),
    // Hungarian, as feedparser reads them, and as Hungarian spells them.
    ("január", 1), ("február", 2), ("februári", 2), ("március", 3), ("április", 4), ("Április", 4),
    ("május", 5), ("máujus", 5), ("június", 6), ("július", 7), ("augusztus", 8), ("szeptember", 9),
    ("október", 10), ("november", 11), ("december", 12),
    ("Január", 1), ("Február", 2), ("Március", 3), ("Május", 5), ("Június", 6), ("Július", 7),
    ("Augusztus", 8), ("Szeptember", 9), ("Október", 10), ("November", 11), ("December", 12),
  ].map { (Array($0.utf8), $1) }

  private static let greekWeekdays = [
    "Κυρ", "Δευ", "Τρι", "Τετ", "Πεμ", "Παρ", "Σαβ", "Πέμ", "Σάβ",
  ].map { Array($0.utf8) }
}
