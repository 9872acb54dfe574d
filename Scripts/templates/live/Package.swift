// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "{{Client}}Live",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "{{Client}}Live", targets: ["{{Client}}Live"])
  ],
  dependencies: [
    .package(path: "../{{Client}}"),
    // Trimmed traits, the same set as the interface: traits do not pass through transitively.
    // Heavy dependencies, such as a system library, belong in this package and nowhere else.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
  ],
  targets: [
    .target(
      name: "{{Client}}Live",
      dependencies: [
        .product(name: "{{Client}}", package: "{{Client}}"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "{{Client}}LiveTests",
      dependencies: [
        "{{Client}}Live",
        .product(name: "{{Client}}", package: "{{Client}}"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
