import Foundation

/// `kata solution <kata>`: prints the kit's own module, the one source of truth, once the learner has earned it.
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
        let module = context.kitRoot.appendingPathComponent("Sources/\(kata.module)", isDirectory: true)
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: module.path) else {
            throw KataError("the kit has no module \(kata.module) at \(module.path)")
        }
        context.console.print("The kit's \(kata.module) module (\(module.path)):")
        for name in files.sorted() where name.hasSuffix(".swift") {
            let text = (try? String(contentsOf: module.appendingPathComponent(name), encoding: .utf8)) ?? ""
            context.console.print()
            context.console.print(context.console.style.bold("// \(kata.module)/\(name)"))
            context.console.print(text.trimmingCharacters(in: .newlines))
        }
        return .success
    }
}
