import Foundation

/// `kata verify`: proves every kata can be solved and cannot be passed untouched. Manifests must be valid, every
/// step's tests must pass against the kit's own module, and step 1 must fail (not crash) against the starter.
struct VerifyCommand {
    let context: RunnerContext

    private var verifyDirectory: URL { context.kitRoot.appendingPathComponent(".build/kata-verify", isDirectory: true) }

    func run(only query: String?) throws(KataError) -> ExitCode {
        let console = context.console
        let catalog = try context.catalog()
        let katas = try query.map { query throws(KataError) in [try catalog.kata(named: query)] } ?? catalog.available
        console.print("Manifests: \(catalog.katas.count) valid (\(catalog.available.count) available, \(catalog.katas.count - catalog.available.count) planned)")
        var problems = katas.flatMap(stepsWithoutTests) + katas.flatMap(assertionsHidingValues) + katas.compactMap(readmeWithoutAPI)
        // Step files that break these rules are not worth a build.
        if problems.isEmpty {
            problems += try verifyReference(katas)
            problems += try verifyStarters(katas)
        }
        guard problems.isEmpty else {
            console.print(console.style.red("✘ kata verify failed:"))
            problems.forEach { console.print("  \($0)") }
            return .failure
        }
        console.print(console.style.green("✓ \(katas.count) kata\(katas.count == 1 ? "" : "s") verified."))
        return .success
    }

    private func stepsWithoutTests(_ kata: Kata) -> [String] {
        kata.steps.enumerated().compactMap { index, step in
            let text = (try? String(contentsOf: kata.testFile(of: step), encoding: .utf8)) ?? ""
            return text.contains("@Test") ? nil : "Katas/\(kata.id)/kata.json: steps[\(index)].test: \(step.test) has no @Test"
        }
    }

    /// `#expect(try …)` and `#expect(await …)`: Swift Testing cannot take such an expression apart, so a red step
    /// would say only "Expectation failed", without the values the learner needs.
    private func assertionsHidingValues(_ kata: Kata) -> [String] {
        kata.steps.flatMap { step in
            let text = (try? String(contentsOf: kata.testFile(of: step), encoding: .utf8)) ?? ""
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line -> String? in
                guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("//"),
                      let match = line.firstMatch(of: /#(expect|require)\(\s*(try|await)\b/) else { return nil }
                return "Katas/\(kata.id)/\(step.test):\(index + 1): #\(match.1)(\(match.2) …) hides the actual value when it fails; "
                    + "bind it first (`let feed = try await sut.load()`), then `#\(match.1)(feed == …)`"
            }
        }
    }

    /// A learner writes against the step tests before reading them all: the README names the types, JSON keys and
    /// error cases they rely on.
    private func readmeWithoutAPI(_ kata: Kata) -> String? {
        let text = (try? String(contentsOf: kata.readme, encoding: .utf8)) ?? ""
        return text.contains("\n\(Self.apiHeading)\n") ? nil
            : "Katas/\(kata.id)/README.md: no \"\(Self.apiHeading)\" section naming the types, JSON keys and errors the step tests rely on"
    }

    static let apiHeading = "## The API the tests use"

    private func verifyReference(_ katas: [Kata]) throws(KataError) -> [String] {
        let directory = verifyDirectory.appendingPathComponent("reference", isDirectory: true)
        let package = try generatePackage("KataReference", at: directory, katas: katas) { kata throws(KataError) in
            let sources = "Sources/\(kata.module)"
            let tests = "Tests/\(kata.testTarget)"
            try FileWriter.link(directory.appendingPathComponent(sources), to: context.kitRoot.appendingPathComponent(sources))
            try FileWriter.mirror(kata.steps.map(kata.testFile), into: directory.appendingPathComponent(tests))
            return (sources, tests)
        }
        context.console.print("[1/2] Every step against the kit's modules (\(context.workspace.display(directory)))…")
        if let problems = try buildProblems(package, failure: "step files do not compile against the kit's modules:") { return problems }
        let test = try package.test()
        guard test.succeeded else {
            let issues = FailureSummary.testIssues(in: test.text, testsDirectory: directory, relativeTo: directory).map { locatedInKit($0, katas: katas) }
            return ["step tests fail against the kit's modules:"] + (issues.isEmpty ? FailureSummary.tail(of: test.text) : issues)
        }
        let summary = test.text.firstMatch(of: /Test run with (\d+) tests?/).map { "\($0.1) tests" } ?? "all tests"
        context.console.print("      ✓ \(summary) pass: " + katas.map { "\($0.number) \($0.module) (\($0.steps.count) steps)" }.joined(separator: ", "))
        return []
    }

    private func verifyStarters(_ katas: [Kata]) throws(KataError) -> [String] {
        let directory = verifyDirectory.appendingPathComponent("starter", isDirectory: true)
        let package = try generatePackage("KataStarters", at: directory, katas: katas) { kata throws(KataError) in
            let sources = "\(kata.id)/Sources/\(kata.module)"
            let tests = "\(kata.id)/Tests/\(kata.testTarget)"
            let starter = ((try? FileManager.default.contentsOfDirectory(at: kata.starterDirectory, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "swift" }
            try FileWriter.mirror(starter, into: directory.appendingPathComponent(sources))
            try FileWriter.mirror(kata.steps.prefix(1).map(kata.testFile), into: directory.appendingPathComponent(tests))
            return (sources, tests)
        }
        context.console.print("[2/2] Step 1 against each starter (\(context.workspace.display(directory)))…")
        if let problems = try buildProblems(package, failure: "starters do not compile with their step 1 tests:") { return problems }
        var problems: [String] = []
        for kata in katas {
            let test = try package.test(filter: kata.testTarget)
            let issues = FailureSummary.testIssues(in: test.text, testsDirectory: directory, relativeTo: directory)
            if test.succeeded {
                problems.append("Katas/\(kata.id): step 1 passes against the starter; a learner would pass it untouched")
            } else if issues.isEmpty {
                problems.append("Katas/\(kata.id): step 1 crashes against the starter instead of failing an expectation")
            } else {
                context.console.print("      ✓ \(kata.number) step 1 fails against the starter (\(issues.count) expectation\(issues.count == 1 ? "" : "s"))")
            }
        }
        return problems
    }

    /// `nil` when `package` builds; otherwise `failure` followed by the compiler's errors.
    private func buildProblems(_ package: SwiftPackage, failure: String) throws(KataError) -> [String]? {
        let build = try package.build()
        guard !build.succeeded else { return nil }
        let errors = FailureSummary.compilerErrors(in: build.text, relativeTo: package.directory)
        return [failure] + (errors.isEmpty ? FailureSummary.tail(of: build.text) : errors)
    }

    /// Writes a package with a module and a test target per kata; `place` puts a kata's files in and says where.
    private func generatePackage(
        _ name: String, at directory: URL, katas: [Kata],
        place: (Kata) throws(KataError) -> (sources: String, tests: String)
    ) throws(KataError) -> SwiftPackage {
        var targets: [PackageManifestRenderer.Targets] = []
        for kata in katas {
            let (sources, tests) = try place(kata)
            targets.append(.init(kata: kata, sourcesPath: sources, testsPath: tests))
        }
        let manifest = PackageManifestRenderer.render(name: name, kitRoot: context.kitRoot, targets: targets)
        try FileWriter.writeIfChanged(manifest, to: directory.appendingPathComponent("Package.swift"))
        // One build folder for both packages: the kit's modules, the bulk of the work, are compiled once.
        return SwiftPackage(directory: directory, name: name, buildPath: verifyDirectory.appendingPathComponent(".build", isDirectory: true))
    }

    /// An issue reported as `Name.swift:12:9: test…` in the generated package, pointed back at the kata's step file
    /// in the compiler's `path:line:column: error:` form, which editors and CI problem matchers link.
    private func locatedInKit(_ issue: String, katas: [Kata]) -> String {
        guard let match = issue.firstMatch(of: #/^([^:]+):(\d+):(\d+): /#) else { return issue }
        let step = katas.lazy.flatMap { kata in kata.steps.map { (kata, $0) } }
            .first { kata, step in kata.testFile(of: step).lastPathComponent == match.1 }
        let path = step.map { "Katas/\($0.0.id)/\($0.1.test)" } ?? String(match.1)
        return "\(path):\(match.2):\(match.3): error: " + issue.dropFirst(match.0.count)
    }
}
