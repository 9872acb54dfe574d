import {{Engine}}
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Against the real file system, in a folder of its own for each test.
struct AtomicFileTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("{{Engine}}Tests-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func theFileHoldsTheBytes() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("forecast.txt").path
    try AtomicFile.replace(at: file, with: Array("Sunny, 21 °C\n".utf8))
    #expect(FileManager.default.contents(atPath: file) == Data("Sunny, 21 °C\n".utf8))
  }

  @Test func aReplacementLeavesOneFileWithTheNewBytes() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("forecast.txt").path
    try AtomicFile.replace(at: file, with: Array("a much longer first forecast".utf8))
    try AtomicFile.replace(at: file, with: Array("fog".utf8))
    try AtomicFile.replace(at: folder.appendingPathComponent("empty").path, with: [])
    #expect(FileManager.default.contents(atPath: file) == Data("fog".utf8))
    #expect(try contents() == ["empty", "forecast.txt"])
  }

  @Test func aMissingFolderIsAnErrorThatNamesThePath() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("missing/forecast.txt").path
    #expect {
      try AtomicFile.replace(at: file, with: Array("fog".utf8))
    } throws: { error in
      guard let error = error as? SystemError else { return false }
      return error.operation == "open" && error.code == ENOENT
        && error.description.contains(folder.appendingPathComponent("missing").path)
    }
    #expect(try contents() == [])
  }
}
