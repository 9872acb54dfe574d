import Foundation
import Testing

@testable import TestSupport

@Suite struct TemporaryFolderTests {
  @Test func holdsWhatATestWritesAndIsRemovedWithIt() throws {
    var folder: TemporaryFolder? = try TemporaryFolder()
    let url = try #require(folder).url
    try #require(folder).write(Data("text".utf8), to: "a/b.txt")
    #expect(try #require(folder).contents("a/b.txt") == "text")
    #expect(try #require(folder).names() == ["a"])
    folder = nil
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func isRemovedEvenWhenATestMadeItsContentsUnreadable() throws {
    var folder: TemporaryFolder? = try TemporaryFolder()
    let url = try #require(folder).url
    let locked = try #require(folder).url("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: locked.appendingPathComponent("inside"))
    #expect(chmod(locked.path, 0o000) == 0)
    folder = nil
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }
}
