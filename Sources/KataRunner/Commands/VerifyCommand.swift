import Foundation

/// `kata verify`: proves every kata can be solved and cannot be passed untouched. Manifests must be valid and step
/// files and READMEs follow the kit's rules (`KataFileRules`); then every module kata's steps must pass against the
/// kit's own module and its step 1 fail against the starter (`ModuleKataVerification`), and every architecture kata's
/// steps pass on the kit's own modules and layers while each fails on the planted package
/// (`ArchitectureKataVerification`).
struct VerifyCommand {
    let context: RunnerContext

    func run(only query: String?) throws(KataError) -> ExitCode {
        let console = context.console
        let catalog = try context.catalog()
        let katas = try query.map { query throws(KataError) in [try catalog.kata(named: query)] } ?? catalog.available
        console.print("Manifests: \(catalog.katas.count) valid (\(catalog.available.count) available, \(catalog.katas.count - catalog.available.count) planned)")
        var problems = katas.flatMap(KataFileRules.problems)
        // Katas that break these rules are not worth a build.
        if problems.isEmpty {
            let verifyDirectory = context.kitRoot.appendingPathComponent(".build/kata-verify", isDirectory: true)
            let modules = katas.filter { $0.module != nil }
            if !modules.isEmpty {
                problems += try ModuleKataVerification(context: context, directory: verifyDirectory).problems(modules)
            }
            let architectures = katas.filter { $0.architecture != nil }
            if !architectures.isEmpty {
                problems += try ArchitectureKataVerification(context: context, directory: verifyDirectory).problems(architectures)
            }
        }
        guard problems.isEmpty else {
            console.print(console.style.red("✘ kata verify failed:"))
            problems.forEach { console.print("  \($0)") }
            return .failure
        }
        console.print(console.style.green("✓ \(katas.count) kata\(katas.count == 1 ? "" : "s") verified."))
        return .success
    }
}
