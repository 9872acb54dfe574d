import CLibXML2

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Converts a page to UTF-8 with libxml2's converter for its charset, before parsing.
///
/// Converting first, rather than letting the parser convert as it reads, keeps a malformed byte
/// from ending the page: the parser gives up on a conversion error, and a windows-1252 page with
/// one byte that table leaves undefined would lose everything after it. Here each malformed
/// sequence becomes U+FFFD, as browsers decode, and the rest of the page is read.
enum Transcoder {
  /// `source`, in the encoding libxml2 knows as `name`, as UTF-8; nil when there is no converter.
  static func utf8(_ source: UnsafeBufferPointer<UInt8>, from name: String) -> [UInt8]? {
    guard let handler = xmlFindCharEncodingHandler(name) else { return nil }
    defer { xmlCharEncCloseFunc(handler) }
    var output: [UInt8] = []
    output.reserveCapacity(source.count + source.count / 2)
    // The width of a unit of the source, skipped past after a malformed one.
    let unit = name.uppercased().hasPrefix("UTF-16") ? 2 : 1
    let chunk = 64 * 1024
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: chunk) { scratch in
      var position = 0
      while position < source.count {
        let remaining = source.count - position
        var consumed = 0
        var produced = 0
        var isMalformed = false
        if let input = handler.pointee.input {
          var outLength = Int32(chunk)
          var inLength = Int32(min(remaining, chunk / 4))
          let result = input(
            scratch.baseAddress, &outLength, source.baseAddress! + position, &inLength)
          consumed = Int(inLength)
          produced = Int(outLength)
          isMalformed = result == -2
        } else if let converter = handler.pointee.iconv_in {
          var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(
            mutating: source.baseAddress! + position
          ).assumingMemoryBound(to: CChar.self)
          var inLeft = min(remaining, chunk / 4)
          let inStart = inLeft
          var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(
            scratch.baseAddress!
          ).assumingMemoryBound(to: CChar.self)
          var outLeft = chunk
          let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
          consumed = inStart - inLeft
          produced = chunk - outLeft
          // E2BIG only means the chunk is done; EINVAL, a sequence cut at the end, is malformed
          // only when nothing follows to complete it.
          isMalformed = result == -1 && (errno == EILSEQ || (errno == EINVAL && consumed == 0))
        } else {
          return
        }
        output.append(contentsOf: UnsafeBufferPointer(start: scratch.baseAddress, count: produced))
        position += consumed
        if isMalformed || (consumed == 0 && produced == 0) {
          output.append(contentsOf: [0xEF, 0xBF, 0xBD])
          position += unit
        }
      }
    }
    return output
  }
}
