/// `kata list`: the path through the katas, with what each one builds.
struct ListCommand {
    let context: RunnerContext

    func run() throws(KataError) -> ExitCode {
        let catalog = try context.catalog()
        for kata in catalog.katas {
            let availability = kata.isAvailable ? "\(kata.steps.count) steps, \(kata.workDescription)" : "planned: \(kata.manifest.planned ?? "")"
            context.console.print("\(context.console.style.bold("\(kata.id)"))  \(kata.title) (\(availability))")
            context.console.print("    \(kata.manifest.summary)")
        }
        return .success
    }
}
