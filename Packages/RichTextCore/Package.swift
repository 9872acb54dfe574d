// swift-tools-version: 6.1
import PackageDescription

/// A core: the structure of an article's body (paragraphs, headings, lists, code, quotes, tables,
/// links and images), as the HTML renderer writes it, the store keeps it and the reader lays it
/// out. Plain Swift with no dependency on a parser, so that the interfaces that carry a body and
/// the feature that shows one share the type without sharing libxml2. It lays a body out by
/// TextCore's width rule, the one the terminal draws by.
let package = Package(
  name: "RichTextCore",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "RichTextCore", targets: ["RichTextCore"])
  ],
  dependencies: [
    .package(path: "../TextCore")
  ],
  targets: [
    .target(
      name: "RichTextCore",
      dependencies: [.product(name: "TextCore", package: "TextCore")]
    ),
    .testTarget(name: "RichTextCoreTests", dependencies: ["RichTextCore"]),
  ],
  swiftLanguageModes: [.v6]
)
