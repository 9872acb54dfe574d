import Foundation

/// The names of the files a save writes before renaming them over their target.
///
/// Each name is hidden (it starts with a dot, which a caller keeps its own file names from doing), says which file it is for, and
/// ends in a random part, so that two processes saving the same file never write into one file.
/// The recognisable shape lets a later save clean up after a process that was killed mid-write.
public enum TemporaryFileName {
  public static func make(for fileName: String) -> String {
    let random = UInt64.random(in: .min ... .max)
    let digits = String(random, radix: 16)
    return
      ".\(fileName)\(marker)\(String(repeating: "0", count: randomDigits - digits.count))\(digits)"
  }

  /// Whether `name` has the shape of a temporary file made by ``make(for:)``.
  public static func matches(_ name: String) -> Bool {
    guard name.hasPrefix("."), let markerRange = name.range(of: marker, options: .backwards) else {
      return false
    }
    let random = name[markerRange.upperBound...]
    return markerRange.lowerBound > name.index(after: name.startIndex)
      && random.count == randomDigits
      && random.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
  }

  private static let marker = ".tmp-"
  private static let randomDigits = 16
}
