import Foundation

/// The permission bits of `path`.
func permissions(_ path: String) throws -> Int {
  try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1
}
