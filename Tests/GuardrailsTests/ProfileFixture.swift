import Foundation
import Testing

/// A fixture package written in one profile's style. Files under `Sources/Violating/` start with
/// `// expected: <rule-id> …`, the exact rules they must trigger; every other file must trigger none.
struct ProfileFixture: Sendable, CustomTestStringConvertible {
    static let violatingFolder = "Sources/Violating/"

    let package: String
    let profile: String
    /// The paths that hold only conforming code.
    let conformingPaths: [String]

    static let all: [ProfileFixture] = [
        ProfileFixture(package: "AppDependencyProviderPackage", profile: "app-dependency-provider", conformingPaths: ["Sources/Browser", "Sources/Settings", "Tests"]),
        ProfileFixture(package: "SwiftUIMVPackage", profile: "swiftui-mv", conformingPaths: ["Sources/Reader", "Tests"]),
    ]

    var testDescription: String { package }

    /// Expected rule ids per violating file, read from the files' first lines.
    func expectedRules() throws -> [String: Set<String>] {
        let root = GuardrailsBinary.packageRoot.appendingPathComponent("Tests/GuardrailsTests/Fixtures/\(package)")
        let folder = root.appendingPathComponent(Self.violatingFolder)
        var expected: [String: Set<String>] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = FixturePlaceholders.resolved(String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self))
            let header = text.prefix { $0 != "\n" }
            guard header.hasPrefix("// expected:") else { continue }
            let ids = header.dropFirst("// expected:".count).split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            expected[Self.violatingFolder + name] = Set(ids)
        }
        return expected
    }
}
