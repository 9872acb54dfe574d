import FileEngine
import Foundation
import TestSupport
import Testing

struct POSIXFileTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  @Test func foldersAreMadeWithTheirParentsAndTheMode() throws {
    let nested = folder.path("config/reader-app")
    try POSIXFile.makeFolders(nested, mode: 0o700)
    try POSIXFile.makeFolders(nested, mode: 0o700)
    #expect(try permissions(folder.path("config")) == 0o700)
    #expect(try permissions(nested) == 0o700)
  }

  @Test func aFileInTheWayOfAFolderIsReported() throws {
    let path = folder.path("state")
    try Data("not a folder".utf8).write(to: URL(fileURLWithPath: path))
    #expect(
      throws: FileSystemFailure(
        reason: "\(path) is in the way: it should be a folder, but it is a file")
    ) {
      try POSIXFile.makeFolders(path, mode: 0o700)
    }
  }

  @Test func whatIsWrittenIsReadBackAndNothingIsNil() throws {
    let path = folder.path("bytes")
    let data = Data((0..<200_000).map { UInt8($0 % 251) })
    let output = POSIXFile.openFile(path, O_WRONLY | O_CREAT | O_EXCL, mode: 0o600)
    #expect(output >= 0)
    try POSIXFile.writeAll(data, to: output, path: path)
    try POSIXFile.synchronize(output, path: path)
    try POSIXFile.closeFile(output, path: path)

    let input = POSIXFile.openFile(path, O_RDONLY)
    defer { _ = close(input) }
    #expect(try POSIXFile.readToEnd(input, path: path, sizeHint: 0) == data)
    #expect(try POSIXFile.status(folder.path("nothing")) == nil)
    #expect(try POSIXFile.linkStatus(folder.path("nothing")) == nil)
  }

  @Test func descriptorsAreClosedOnExec() throws {
    let descriptor = POSIXFile.openFile(folder.url.path, O_RDONLY | O_DIRECTORY)
    defer { _ = close(descriptor) }
    #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0)
  }

  @Test func aFailedCallKeepsItsErrno() {
    let failure = FileSystemFailure.call("open", "/nowhere", code: ENOENT)
    #expect(failure.code == ENOENT)
    #expect(failure.reason == "cannot open /nowhere: No such file or directory")
  }
}
