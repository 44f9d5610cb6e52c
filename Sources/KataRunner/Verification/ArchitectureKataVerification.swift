import Foundation

/// `kata verify` for architecture katas, linting in-process (nothing is built): every step passes on the kit's own
/// modules with the layers cut from the kit's guardrails.json; step 1 fails on the planted package with the starter
/// guardrails.json; every later step fails on the planted package even with the right layers; and every planted
/// violation is reported.
struct ArchitectureKataVerification {
    let context: RunnerContext
    /// `.build/kata-verify` of the kit.
    let directory: URL

    func problems(_ katas: [Kata]) throws(KataError) -> [String] {
        context.console.print("Architecture katas, linted in-process (\(context.workspace.display(directory.appendingPathComponent("architecture"))))…")
        var problems: [String] = []
        for kata in katas {
            guard let package = kata.architecture else { continue }
            let planted = PlantedPackage(package, kitRoot: context.kitRoot).problems(label: "Katas/\(kata.id)/kata.json")
            problems += planted.isEmpty ? try verify(kata, package) : planted
        }
        return problems
    }

    private func verify(_ kata: Kata, _ package: ArchitecturePackage) throws(KataError) -> [String] {
        let reference = try ReferenceArchitecture(package, kitRoot: context.kitRoot)
        let checks = kata.steps.compactMap { step -> ArchitectureCheck? in
            if case .check(let check) = step.proof { return check }
            return nil
        }
        let folder = directory.appendingPathComponent("architecture/\(kata.id)", isDirectory: true)
        try? FileManager.default.removeItem(at: folder)

        let answer = folder.appendingPathComponent("reference", isDirectory: true)
        for path in package.folders {
            try FileWriter.link(answer.appendingPathComponent(path), to: context.kitRoot.appendingPathComponent(path))
        }
        try FileWriter.writeIfChanged(reference.json, to: answer.appendingPathComponent("guardrails.json"))
        let answerProblems = review(package, answer, reference).problems(checks)
        guard answerProblems.isEmpty else {
            return ["Katas/\(kata.id): the kit's own modules and layers do not pass the steps:"] + answerProblems.map { "  \($0)" }
        }

        let starter = folder.appendingPathComponent("starter", isDirectory: true)
        try PlantedPackage(package, kitRoot: context.kitRoot).write(into: starter)
        let configuration = starter.appendingPathComponent("guardrails.json")
        guard let starterConfiguration = try? String(contentsOf: kata.starterConfiguration, encoding: .utf8) else {
            throw KataError("cannot read \(kata.starterConfiguration.path)")
        }
        try FileWriter.writeIfChanged(starterConfiguration, to: configuration)
        var problems: [String] = []
        let firstStep = review(package, starter, reference).problems(Array(checks.prefix(1)))
        if firstStep.isEmpty { problems.append("Katas/\(kata.id): step 1 passes on the planted package; a learner would pass it untouched") }
        try FileWriter.writeIfChanged(reference.json, to: configuration)
        for (index, check) in checks.enumerated().dropFirst() where review(package, starter, reference).problems([check]).isEmpty {
            problems.append("Katas/\(kata.id): step \(index + 1) passes on the planted package with the right layers; it catches nothing")
        }
        let everything = review(package, starter, reference).problems([.strict])
        for violation in package.violations where !everything.contains(where: { $0.hasPrefix(violation.file + ":") }) {
            problems.append("Katas/\(kata.id)/kata.json: the violation planted in \(violation.file) is not reported by the linter")
        }
        if problems.isEmpty {
            context.console.print("      ✓ \(kata.number): all \(kata.steps.count) steps pass on the kit's own modules and layers; each fails on the planted package (\(package.violations.count) violations, all reported)")
        }
        return problems
    }

    private func review(_ package: ArchitecturePackage, _ folder: URL, _ reference: ReferenceArchitecture) -> ArchitectureReview {
        ArchitectureReview(package: package, folder: folder, reference: reference, kitRoot: context.kitRoot, display: PathDisplay(currentDirectory: folder))
    }
}
