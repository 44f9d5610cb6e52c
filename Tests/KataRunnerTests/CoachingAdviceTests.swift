import Foundation
import Testing
import KataRunner

/// `kata check` shows the guardrails test-style findings on the learner's kata folder as advice.
@Suite struct CoachingAdviceTests {
    @Test func advice_namesTheFileLineAndRuleOfEachTestStyleFinding() throws {
        let (coach, folder) = try makeSUT(files: [
            "Sources/Demo/Greeter.swift": "public final class Greeter { public init() {} }\n",
            "Tests/DemoTests/GreeterTests.swift": "@testable" + " import Demo\nimport Testing\n\n@Suite struct GreeterTests {\n    @Test func works() { _ = Greeter() }\n    @Test func worksAgain() { _ = Greeter() }\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }

        let advice = coach.advice(forKataFolder: folder, shownAs: "ws/01-demo")

        #expect(advice.contains { $0.hasPrefix("ws/01-demo/Tests/DemoTests/GreeterTests.swift:1:") && $0.hasSuffix("[testable-import]") })
        #expect(advice.contains { $0.hasPrefix("ws/01-demo/Tests/DemoTests/GreeterTests.swift:4:") && $0.hasSuffix("[make-sut]") })
        #expect(advice.contains { $0.hasPrefix("ws/01-demo/Tests/DemoTests/GreeterTests.swift:4:") && $0.hasSuffix("[suite-named-by-behavior]") })
    }

    @Test func advice_isEmptyForTestsThatFollowTheConventions() throws {
        let (coach, folder) = try makeSUT(files: [
            "Sources/Demo/Demo.swift": "public struct Demo { public init() {} }\n",
            "Tests/DemoTests/ShowDemoUseCaseTests.swift": "import Demo\nimport Testing\n\n@Suite struct ShowDemoUseCaseTests {\n    @Test func shows() { _ = makeSUT() }\n    private func makeSUT() -> Demo { Demo() }\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }

        #expect(coach.advice(forKataFolder: folder, shownAs: "01-demo") == [])
    }

    @Test func advice_leavesOutTheArchitectureRulesThatNeedAConfiguration() throws {
        let (coach, folder) = try makeSUT(files: [
            "Sources/Demo/Demo.swift": "import UIKit\npublic final class Demo: @unchecked" + " Sendable {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }

        #expect(coach.advice(forKataFolder: folder, shownAs: "01-demo") == [])
    }

    private func makeSUT(files: [String: String]) throws -> (TestStyleCoach, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-coach-\(UUID().uuidString)", isDirectory: true)
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return (TestStyleCoach(), folder)
    }
}
