import Foundation
import Testing

@testable import TimeCore

/// `datetime-format` in strftime(3)'s notation, as glibc writes it in the C locale.
@Suite struct StrftimeTests {
  /// 2026-11-21 12:30:05 UTC, a Saturday.
  private let date = Date(timeIntervalSince1970: 1_795_264_205)
  private let utc = TimeZone(identifier: "UTC")!

  @Test func theCommonFormatsOfNewsboatConfigs() {
    #expect(DateText.formatted(date, strftime: "%b %d", in: utc) == "Nov 21")
    #expect(DateText.formatted(date, strftime: "%d.%m.%y", in: utc) == "21.11.26")
    #expect(DateText.formatted(date, strftime: "%Y-%m-%d %H:%M", in: utc) == "2026-11-21 12:30")
    #expect(DateText.formatted(date, strftime: "%a %d %b %T", in: utc) == "Sat 21 Nov 12:30:05")
    #expect(
      DateText.formatted(date, strftime: "%A, %B %e %I:%M %p", in: utc)
        == "Saturday, November 21 12:30 PM")
    #expect(
      DateText.formatted(date, strftime: "%F %R %D", in: utc)
        == "2026-11-21 12:30 11/21/26")
    #expect(
      DateText.formatted(date, strftime: "%j %u %w %% %s", in: utc)
        == "325 6 6 % 1795264205")
  }

  @Test func theZoneIsTheReadersAndAnUnknownConversionStays() {
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    #expect(DateText.formatted(date, strftime: "%H:%M %z", in: berlin) == "13:30 +0100")
    #expect(DateText.formatted(date, strftime: "%Q %", in: utc) == "%Q %")
  }

  /// glibc itself writes the same for every conversion given here.
  @Test func glibcAgrees() {
    var time = time_t(1_795_264_205)
    var parts = tm()
    gmtime_r(&time, &parts)
    for format in ["%a %A %b %B %C %d %D %e %F %H %I %j %k %l %m %M %p %R %S %T %u %w %y %Y"] {
      var buffer = [CChar](repeating: 0, count: 256)
      let count = strftime(&buffer, buffer.count, format, &parts)
      let glibc = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      #expect(DateText.formatted(date, strftime: format, in: utc) == glibc)
    }
  }
}
