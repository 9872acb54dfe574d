/// The time zone names feeds write after a time, with their offsets east of UTC.
///
/// RFC 822 names UT, GMT, Z, the four US zones and the military letters; feeds also write UTC,
/// the European and Australian abbreviations and bare `ET`/`PT`. Abbreviations that mean several
/// zones take the reading feeds most often mean: `CST` is US Central (as RFC 822 says), and `IST`
/// is India (+05:30), the largest source of feeds among India, Ireland and Israel. An unknown name
/// makes the date unreadable rather than silently UTC.
///
/// The military letters follow RFC 822 as written (A is −1 hour, N is +1, M is −12, Y is +12, J is
/// unused), which is also what feedparser does; RFC 1123 notes that the signs were meant the other
/// way, but no sign convention is safer than the one the reference reader uses.
enum FeedDateZones {
  /// The offset in seconds east of UTC for a zone name of 1 to 8 ASCII letters in any case, or nil.
  static func offset(named name: UnsafeBufferPointer<UInt8>) -> Int? {
    guard (1...8).contains(name.count) else { return nil }
    var packed: UInt64 = 0
    for byte in name {
      guard FeedDateBytes.isLetter(byte) else { return nil }
      packed = packed << 8 | UInt64(FeedDateBytes.lowercase(byte))
    }
    if name.count == 1 { return militaryOffset(packed) }
    return minutesEast.first(where: { $0.name == packed }).map { $0.minutes * 60 }
  }

  private static func militaryOffset(_ letter: UInt64) -> Int? {
    let hours: Int
    switch UInt8(letter) {
    case UInt8(ascii: "z"): hours = 0
    case UInt8(ascii: "a")...UInt8(ascii: "i"): hours = -Int(UInt8(letter) - UInt8(ascii: "a") + 1)
    case UInt8(ascii: "k")...UInt8(ascii: "m"): hours = -Int(UInt8(letter) - UInt8(ascii: "k") + 10)
    case UInt8(ascii: "n")...UInt8(ascii: "y"): hours = Int(UInt8(letter) - UInt8(ascii: "n") + 1)
    default: return nil
    }
    return hours * 3_600
  }

  private static let minutesEast: [(name: UInt64, minutes: Int)] = [
    ("ut", 0), ("gmt", 0), ("utc", 0), ("wet", 0), ("west", 60), ("bst", 60), ("ist", 330),
    ("cet", 60), ("cest", 120), ("met", 60), ("mest", 120), ("mez", 60), ("mesz", 120),
    ("eet", 120), ("eest", 180), ("msk", 180),
    ("est", -300), ("edt", -240), ("et", -300), ("cst", -360), ("cdt", -300), ("ct", -360),
    ("mst", -420), ("mdt", -360), ("mt", -420), ("pst", -480), ("pdt", -420), ("pt", -480),
    ("ast", -240), ("adt", -180), ("at", -240), ("akst", -540), ("akdt", -480), ("hst", -600),
    ("nst", -210), ("ndt", -150),
    ("jst", 540), ("kst", 540), ("hkt", 480), ("sgt", 480), ("awst", 480), ("acst", 570),
    ("acdt", 630), ("aest", 600), ("aedt", 660), ("nzst", 720), ("nzdt", 780),
  ].map { name, minutes in (name.utf8.reduce(0) { $0 << 8 | UInt64($1) }, minutes) }
}
