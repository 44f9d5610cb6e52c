// Writes a deterministic synthetic Swift package for scripts/benchmark-guardrails.sh:
//   generate-corpus <output-dir> <file-count>
// Files go to <output-dir>/Sources/Module<k>/ and <output-dir>/Tests/Module<k>Tests/ and mix types,
// extensions, closures, interpolated and multi-line strings, comments, attributes, `#if` and suites;
// a Package.swift declares every target, so the linter reads its package model as for a real package.
import Foundation

@main
enum GenerateCorpus {
    static func main() throws {
        let arguments = CommandLine.arguments
        guard arguments.count == 3, let count = Int(arguments[2]) else {
            FileHandle.standardError.write(Data("usage: generate-corpus <output-dir> <file-count>\n".utf8))
            exit(2)
        }
        let root = URL(fileURLWithPath: arguments[1])
        var lines = 0
        for index in 0..<count {
            let module = index % 50
            let isTest = index % 10 == 9
            let folder = isTest ? "Tests/Module\(module)Tests" : "Sources/Module\(module)"
            let directory = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let text = isTest ? testFile(index, module: module) : sourceFile(index, module: module)
            lines += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            try Data(text.utf8).write(to: directory.appendingPathComponent("File\(index).swift"))
        }
        try Data(manifest(fileCount: count).utf8).write(to: root.appendingPathComponent("Package.swift"))
        // Its own (default) configuration, so the corpus never inherits one from a folder above it.
        try Data("{}\n".utf8).write(to: root.appendingPathComponent("guardrails.json"))
        print("\(count) files, \(lines) lines")
    }

    /// One target per module, and a test target for each module that has test files.
    static func manifest(fileCount: Int) -> String {
        let modules = min(50, fileCount)
        var targets: [String] = []
        for module in 0..<modules {
            targets.append("        .target(name: \"Module\(module)\"),")
            if (0..<fileCount).contains(where: { $0 % 50 == module && $0 % 10 == 9 }) {
                targets.append("        .testTarget(name: \"Module\(module)Tests\", dependencies: [\"Module\(module)\"]),")
            }
        }
        return """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Corpus",
            targets: [
        \(targets.joined(separator: "\n"))
            ]
        )

        """
    }

    static func sourceFile(_ index: Int, module: Int) -> String {
        var text = """
        import Foundation
        #if canImport(FoundationNetworking)
        import FoundationNetworking
        #endif

        /// A model used by use case number \(index); doc comments mention `import UIKit` harmlessly.
        public struct Item\(index): Hashable, Sendable, Codable {
            public let id: UUID
            public let title: String
            public let count: Int
            public let tags: [String]

            public init(id: UUID, title: String, count: Int, tags: [String] = []) {
                self.id = id
                self.title = title
                self.count = count
                self.tags = tags
            }
        }

        public protocol Item\(index)Store: Sendable {
            func retrieve() throws -> [Item\(index)]
            func insert(_ items: [Item\(index)], timestamp: Date) throws
        }

        """
        for method in 0..<6 {
            text += """

            /* Loader \(method) of file \(index). /* Nested comment. */ Still a comment. */
            public final class Loader\(index)x\(method): Sendable {
                private let store: any Item\(index)Store
                private let currentDate: @Sendable () -> Date

                public init(store: any Item\(index)Store, currentDate: @escaping @Sendable () -> Date) {
                    self.store = store
                    self.currentDate = currentDate
                }

                @available(macOS 12, iOS 15, *)
                public func load(limit: Int = \(method + 10)) throws -> [String] {
                    let items = try store.retrieve().filter { $0.count > \(method) }
                    let sorted = items.sorted { lhs, rhs in lhs.title < rhs.title }
                    return sorted.prefix(limit).map { item in
                        "\\(item.title) has \\(item.count) items tagged \\(item.tags.joined(separator: ", "))"
                    }
                }

                public func save(_ items: [Item\(index)]) throws {
                    guard !items.isEmpty else { return }
                    let summary = \"\"\"
                        Saving \\(items.count) items
                        at \\(currentDate())
                        \"\"\"
                    _ = summary
                    try store.insert(items, timestamp: currentDate())
                }
            }

            """
        }
        text += """

        extension Item\(index) {
            public var isPopular: Bool { count > 100 }

            public static func make(_ title: String) -> Item\(index) {
                Item\(index)(id: UUID(), title: title, count: title.count)
            }
        }

        """
        return text
    }

    static func testFile(_ index: Int, module: Int) -> String {
        var text = """
        import Foundation
        import Testing

        @Suite struct LoadItems\(index)UseCaseTests {

        """
        for test in 0..<20 {
            text += """
                @Test func deliversItems\(test)OnSuccess() throws {
                    let (sut, values) = makeSUT(count: \(test))
                    let result = sut.map { "\\($0)-\\(values.count)" }
                    #expect(result.count == \(test))
                    // A comment about case \(test).
                }

            """
        }
        text += """
            private func makeSUT(count: Int) -> ([Int], [String]) {
                (Array(0..<count), ["a", "b"])
            }
        }

        """
        return text
    }
}
