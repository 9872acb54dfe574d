import Foundation
import ProcessEngine

/// Makes a folder and everything in it unwritable for this process, and writable again.
///
/// Permissions do not stop root, and CI runs as root, so there the folder is bind-mounted over
/// itself read-only instead; everywhere else its modes are cleared of write permission.
enum ReadOnlyFolder {
  static func protect(_ folder: URL) throws {
    if getuid() == 0 {
      try run("mount", "--bind", folder.path, folder.path)
      try run("mount", "-o", "remount,ro,bind", folder.path)
    } else {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        _ = chmod(folder.appendingPathComponent(name).path, 0o444)
      }
      _ = chmod(folder.path, 0o555)
    }
  }

  /// As root the mount is detached lazily: the store a test opened through it may still hold a
  /// file there when the test ends, and a plain `umount` then fails as busy, leaving the mount
  /// and the folder under it behind after every run.
  static func release(_ folder: URL) throws {
    if getuid() == 0 {
      try run("umount", "--lazy", folder.path)
    } else {
      _ = chmod(folder.path, 0o755)
    }
  }

  private static func run(_ program: String, _ arguments: String...) throws {
    _ = try SpawnedProcess.run(program, arguments: arguments).successfulOutput()
  }
}
