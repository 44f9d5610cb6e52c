import Foundation

/// What `kata verify` asks of a kata's files before building anything: each step file has a test and shows values
/// when red, and the README names the API the steps rely on.
enum KataFileRules {
    static let apiHeading = "## The API the tests use"

    static func problems(of kata: Kata) -> [String] {
        stepsWithoutTests(kata) + assertionsHidingValues(kata) + (readmeWithoutAPI(kata).map { [$0] } ?? [])
    }

    private static func stepsWithoutTests(_ kata: Kata) -> [String] {
        kata.steps.enumerated().compactMap { index, step in
            guard let file = kata.testFile(of: step), let path = step.test else { return nil }
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            return text.contains("@Test") ? nil : "Katas/\(kata.id)/kata.json: steps[\(index)].test: \(path) has no @Test"
        }
    }

    /// `#expect(try …)` and `#expect(await …)`: Swift Testing cannot take such an expression apart, so a red step
    /// would say only "Expectation failed", without the values the learner needs.
    private static func assertionsHidingValues(_ kata: Kata) -> [String] {
        kata.steps.flatMap { step -> [String] in
            guard let file = kata.testFile(of: step), let path = step.test else { return [] }
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line -> String? in
                guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("//"),
                      let match = line.firstMatch(of: /#(expect|require)\(\s*(try|await)\b/) else { return nil }
                return "Katas/\(kata.id)/\(path):\(index + 1): #\(match.1)(\(match.2) …) hides the actual value when it fails; "
                    + "bind it first (`let feed = try await sut.load()`), then `#\(match.1)(feed == …)`"
            }
        }
    }

    /// A learner writes against the step tests before reading them all: the README names the types, JSON keys and
    /// error cases they rely on (for an architecture kata: the modules and the architecture they follow).
    private static func readmeWithoutAPI(_ kata: Kata) -> String? {
        let text = (try? String(contentsOf: kata.readme, encoding: .utf8)) ?? ""
        return text.contains("\n\(apiHeading)\n") ? nil
            : "Katas/\(kata.id)/README.md: no \"\(apiHeading)\" section naming the types, JSON keys and errors the step tests rely on"
    }
}
