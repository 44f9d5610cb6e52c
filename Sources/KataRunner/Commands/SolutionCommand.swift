import Foundation

/// `kata solution <kata>`: prints the kit's answer, the one source of truth, once the learner has earned it: the kit's
/// module for a module kata; for an architecture kata, the layers cut from the kit's guardrails.json and the
/// violations that were planted.
struct SolutionCommand {
    let context: RunnerContext

    func run(kata query: String, force: Bool) throws(KataError) -> ExitCode {
        let catalog = try context.catalog()
        let kata = try catalog.kata(named: query)
        let state = try context.loadState(catalog)
        let done = state.katas[kata.id]?.isDone(kata) ?? false
        guard done || force else {
            throw KataError("finish \(kata.title) first (`kata check` until done), or pass --force to look now")
        }
        switch kata.manifest.work {
        case .module(let module): try printModule(module)
        case .architecture(let package): try printArchitecture(package)
        }
        return .success
    }

    private func printModule(_ module: String) throws(KataError) {
        let folder = context.kitRoot.appendingPathComponent("Sources/\(module)", isDirectory: true)
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw KataError("the kit has no module \(module) at \(folder.path)")
        }
        context.console.print("The kit's \(module) module (\(folder.path)):")
        for name in files.sorted() where name.hasSuffix(".swift") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            context.console.print()
            context.console.print(context.console.style.bold("// \(module)/\(name)"))
            context.console.print(text.trimmingCharacters(in: .newlines))
        }
    }

    private func printArchitecture(_ package: ArchitecturePackage) throws(KataError) {
        let reference = try ReferenceArchitecture(package, kitRoot: context.kitRoot)
        let console = context.console
        console.print("The layers of these modules in the kit's own guardrails.json (\(context.kitRoot.appendingPathComponent("guardrails.json").path)):")
        console.print()
        console.print(reference.json)
        console.print()
        console.print("The planted violations, each undone in the kit's own files:")
        for violation in package.violations {
            console.print("  \(violation.file): the kit has")
            violation.find.split(separator: "\n").forEach { console.print("      \($0)") }
            console.print("    where the package had")
            violation.replace.split(separator: "\n").forEach { console.print("      \($0)") }
        }
    }
}
