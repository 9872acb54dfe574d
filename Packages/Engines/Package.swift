// swift-tools-version: 6.1
import PackageDescription

/// The engines: live machinery that live packages share, one target each, on the system's calls
/// and C libraries, so that no two live packages keep copies of a transport, a self-pipe or an
/// atomic write. Each knows no client's types; like a live package, each is tested against the
/// real thing. Only live packages, the app, other engines and tests, benchmarks and fuzzers may
/// depend on an engine, and an engine depends on cores and other engines only
/// (Scripts/check-architecture, rules (m) and (n)). A package that uses one engine builds that
/// target alone, and links only its C library.
let package = Package(
  name: "Engines",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "FileEngine", targets: ["FileEngine"]),
    .library(name: "HTTPEngine", targets: ["HTTPEngine"]),
    .library(name: "HTMLEngine", targets: ["HTMLEngine"]),
    .library(name: "ProcessEngine", targets: ["ProcessEngine"]),
    // The workspace's one module for libxml2, which NewsClientLive's XML feed parser imports too.
    .library(name: "CLibXML2", targets: ["CLibXML2"]),
  ],
  dependencies: [
    .package(path: "../Cores"),
    // Test-only: HTTPTestSupport's real HTTP server on 127.0.0.1, and the routes and responses
    // the tests give it.
    .package(path: "../Support"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    // Atomic and durable replacement of a file, setting a damaged file aside, typed failures that
    // carry errno, the XDG base directories and the self-pipe that wakes a polling thread.
    .target(name: "FileEngine", dependencies: [.product(name: "TimeCore", package: "Cores")]),
    .testTarget(
      name: "FileEngineTests",
      dependencies: [
        "FileEngine",
        .product(name: "TestSupport", package: "Support"),
      ]
    ),

    // The HTTP transport: one libcurl multi handle driven by one thread.
    .systemLibrary(
      name: "CCurl",
      pkgConfig: "libcurl",
      providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
    ),
    .target(
      name: "HTTPEngine",
      dependencies: [
        "CCurl",
        .product(name: "NetworkCore", package: "Cores"),
        .product(name: "TimeCore", package: "Cores"),
      ]
    ),
    .testTarget(
      name: "HTTPEngineTests",
      dependencies: [
        "HTTPEngine",
        .product(name: "HTTPTestSupport", package: "Support"),
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "NetworkCore", package: "Cores"),
      ]
    ),

    // HTML as the network writes it, read with libxml2's HTML parser and rendered into RichText.
    // libxml2's one module map in the workspace: two covering the same headers would split them
    // between two Clang modules, and a file importing one would miss what the other took.
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    .target(
      name: "HTMLEngine",
      dependencies: [
        "CLibXML2",
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "TextCore", package: "Cores"),
      ]
    ),
    .testTarget(
      name: "HTMLEngineTests",
      dependencies: ["HTMLEngine", .product(name: "RichTextCore", package: "Cores")],
      resources: [.copy("Fixtures")]
    ),

    // Starting a program with default signals and none of our descriptors, on posix_spawn.
    .target(name: "ProcessEngine"),
    .testTarget(name: "ProcessEngineTests", dependencies: ["ProcessEngine"]),
  ],
  swiftLanguageModes: [.v6]
)
