import Foundation
import FuzzingSupport
import Testing

struct FuzzingHarnessTests {
  @Test func aFolderGivesItsRegularFilesInOrder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("nested"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["b", "a", "c"] {
      try Data(name.utf8).write(to: folder.appendingPathComponent(name))
    }
    #expect(try FuzzingHarness.inputs(at: folder).map(\.lastPathComponent) == ["a", "b", "c"])
    #expect(
      try FuzzingHarness.inputs(at: folder.appendingPathComponent("a")).map(\.lastPathComponent)
        == ["a"])
  }

  @Test func aMissingPathIsAnError() {
    #expect(throws: CocoaError.self) {
      try FuzzingHarness.inputs(at: URL(fileURLWithPath: "/nonexistent/corpus"))
    }
  }
}
