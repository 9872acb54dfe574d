// swift-tools-version: 6.1
import PackageDescription

/// An engine: the file and descriptor machinery that live packages share, on the system's own
/// calls. Atomic and durable replacement of a file, setting a damaged file aside, typed failures
/// that carry `errno`, the XDG base directories and the self-pipe that wakes a polling thread
/// live here once, so that no two live packages keep copies that drift apart. It knows no
/// client's types, and like a live package it is tested against the real thing: the file system
/// in a temporary folder, and real pipes.
let package = Package(
  name: "FileEngine",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "FileEngine", targets: ["FileEngine"])
  ],
  targets: [
    .target(name: "FileEngine"),
    .testTarget(name: "FileEngineTests", dependencies: ["FileEngine"]),
  ],
  swiftLanguageModes: [.v6]
)
