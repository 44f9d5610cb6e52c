// swift-tools-version: 6.0
import PackageDescription

// The spelling plugin links a second build of `Text` under another module name, compiled from the same folder
// through a symbolic link, as a plugin loaded beside the host's own copy must. The tests' folder is a link too.
let package = Package(name: "Editor", targets: [
    .target(name: "Markup"),
    .target(name: "Text"),
    .target(name: "TextForPlugin"),
    .target(name: "Spelling", dependencies: ["Text"]),
    .target(
        name: "SpellingPlugin", dependencies: ["TextForPlugin"],
        swiftSettings: [.unsafeFlags(["-module-alias", "Text=TextForPlugin"])]
    ),
    // Planned: the macOS panel, nothing written yet.
    .target(name: "SpellingMac", dependencies: ["Spelling"]),
    .testTarget(name: "TextTests", dependencies: ["Text"]),
])
