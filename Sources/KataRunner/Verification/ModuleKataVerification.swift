import Foundation

/// `kata verify` for module katas: every step's tests pass against the kit's own module, and step 1 fails (not
/// crashes) against the starter. Two generated packages share one build folder, so the kit is compiled once.
struct ModuleKataVerification {
    let context: RunnerContext
    /// `.build/kata-verify` of the kit.
    let directory: URL

    func problems(_ katas: [Kata]) throws(KataError) -> [String] {
        let reference = try verifyReference(katas)
        return reference.isEmpty ? try verifyStarters(katas) : reference
    }

    private func verifyReference(_ katas: [Kata]) throws(KataError) -> [String] {
        let directory = directory.appendingPathComponent("reference", isDirectory: true)
        let package = try generatePackage("KataReference", at: directory, katas: katas) { kata, module throws(KataError) in
            let sources = "Sources/\(module)"
            let tests = "Tests/\(module)Tests"
            try FileWriter.link(directory.appendingPathComponent(sources), to: context.kitRoot.appendingPathComponent(sources))
            try FileWriter.mirror(kata.steps.compactMap(kata.testFile), into: directory.appendingPathComponent(tests))
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
        context.console.print("      ✓ \(summary) pass: " + katas.map { "\($0.number) \($0.module ?? "") (\($0.steps.count) steps)" }.joined(separator: ", "))
        return []
    }

    private func verifyStarters(_ katas: [Kata]) throws(KataError) -> [String] {
        let directory = directory.appendingPathComponent("starter", isDirectory: true)
        let package = try generatePackage("KataStarters", at: directory, katas: katas) { kata, module throws(KataError) in
            let sources = "\(kata.id)/Sources/\(module)"
            let tests = "\(kata.id)/Tests/\(module)Tests"
            let starter = ((try? FileManager.default.contentsOfDirectory(at: kata.starterDirectory, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "swift" }
            try FileWriter.mirror(starter, into: directory.appendingPathComponent(sources))
            try FileWriter.mirror(kata.steps.prefix(1).compactMap(kata.testFile), into: directory.appendingPathComponent(tests))
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
        _ name: String, at packageDirectory: URL, katas: [Kata],
        place: (Kata, String) throws(KataError) -> (sources: String, tests: String)
    ) throws(KataError) -> SwiftPackage {
        var targets: [PackageManifestRenderer.Targets] = []
        for kata in katas {
            guard let module = kata.module else { continue }
            let (sources, tests) = try place(kata, module)
            targets.append(.init(module: module, sourcesPath: sources, testsPath: tests))
        }
        let manifest = PackageManifestRenderer.render(name: name, kitRoot: context.kitRoot, targets: targets)
        try FileWriter.writeIfChanged(manifest, to: packageDirectory.appendingPathComponent("Package.swift"))
        // One build folder for both packages: the kit's modules, the bulk of the work, are compiled once.
        return SwiftPackage(directory: packageDirectory, name: name, buildPath: directory.appendingPathComponent(".build", isDirectory: true))
    }

    /// An issue reported as `Name.swift:12:9: test…` in the generated package, pointed back at the kata's step file
    /// in the compiler's `path:line:column: error:` form, which editors and CI problem matchers link.
    private func locatedInKit(_ issue: String, katas: [Kata]) -> String {
        guard let match = issue.firstMatch(of: #/^([^:]+):(\d+):(\d+): /#) else { return issue }
        let name = String(match.1)
        let steps: [(kata: Kata, test: String)] = katas.flatMap { kata in kata.steps.compactMap { $0.test }.map { (kata, $0) } }
        let step = steps.first { URL(fileURLWithPath: $0.test).lastPathComponent == name }
        let path = step.map { "Katas/\($0.kata.id)/\($0.test)" } ?? name
        return "\(path):\(match.2):\(match.3): error: " + issue.dropFirst(match.0.count)
    }
}
