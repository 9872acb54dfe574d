// swift-tools-version: 6.1
import PackageDescription

/// The composition root: the only package that links live implementations.
let package = Package(
  name: "App",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "{{Product}}", targets: ["{{Target}}"])
  ],
  dependencies: [
    // Test-only: ProcessEngine starts the app under test, TestSupport gives it a home folder.
    .package(path: "../Packages/Engines"),
    .package(path: "../Packages/Support"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
  ],
  targets: [
    .executableTarget(
      name: "{{Target}}",
      dependencies: [
        "ICUDataStub",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    // A stand-in for ICU's locale data, which the app never reads, so that the static binary does
    // not carry 30 MB of it (ICUDataStub.c says why; Scripts/check-shipped-binary checks it).
    .target(name: "ICUDataStub"),
    .testTarget(
      name: "{{Target}}Tests",
      dependencies: [
        "{{Target}}",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .product(name: "ProcessEngine", package: "Engines"),
        .product(name: "TestSupport", package: "Support"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
