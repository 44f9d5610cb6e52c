import GuardrailsCore

/// A package shipping libraries only: the `public` API of the modules its `.library` products vend is what its users
/// build on, and it has no composition root of its own. The one place rules decide whether a package builds a program.
enum VendedLibrary {
    /// The default of the rules' `benchmarkTargetWords`.
    static let defaultBenchmarkWords = ["Benchmark", "Benchmarks", "Performance", "Perf", "Fuzz", "Fuzzing", "Fuzzer"]
    /// The option `buildsProgram` reads, declared alike (and documented in the row and explanation) by every rule asking it:
    /// each reads its own copy.
    static let benchmarkWordsOption = RuleOption(
        "benchmarkTargetWords", .strings(defaultBenchmarkWords),
        "Whole words in the name of an executable or composition target that only measures or fuzzes the library (`PerformanceTest`, `ServerBenchmarks`, `FuzzCompare`): it is no program of the package's own."
    )

    /// The default of the rules' `exampleTargetWords`.
    static let defaultExampleWords = ["Example", "Examples", "Demo", "Demos", "Sample", "Samples", "Showcase", "Playground", "Tutorial", "Tutorials"]
    /// The second option `buildsProgram` reads, declared beside `benchmarkWordsOption` by every rule asking it.
    static let exampleWordsOption = RuleOption(
        "exampleTargetWords", .strings(defaultExampleWords),
        "Whole words in the name or folder of an executable or composition target that only shows the library in use (`ChatExample`, an app under `Examples/`): one of the library's users, no program of the package's own."
    )

    /// The package builds a program of its own: an executable target (a tool, a server) or a target of a `composition`
    /// layer. A benchmark or performance harness (`PerformanceTest`, `ServerBenchmarks`: a name holding one of
    /// `benchmarkTargetWords` as a whole word, or a dependency on package-benchmark's `Benchmark` product) measures the
    /// library rather than shipping a program, so it does not count; nor does an example or demo app (`ChatExample`, or
    /// any target under an `Examples/` folder: a word of `exampleTargetWords` in its name or a folder of its path), one of
    /// the library's users, whether the manifest or a configuration's `targets` declares it; nor does a harness named as a test
    /// or kept under `script/` (`isCheckHarness`: `SizeTest`, a Carthage smoke app); nor does a test target a
    /// configuration lists in a `composition` layer (integration tests wiring the library's modules together): tests ship nothing.
    static func buildsProgram(_ context: RuleContext) -> Bool {
        !programs(context).isEmpty
    }

    /// The package builds a program of its own (`buildsProgram`) importing one of `frameworks` (a UI framework), or one
    /// whose code is out of sight: a developer's command-line tool beside the library, importing none, holds no UI the
    /// library's framework integration could move into.
    static func buildsProgram(_ context: RuleContext, importingAnyOf frameworks: Set<String>) -> Bool {
        programs(context).contains { !context.index.hasCode($0.name) || !context.index.imports(of: $0.name).isDisjoint(with: frameworks) }
    }

    /// The package's own programs, as `buildsProgram` counts them.
    private static func programs(_ context: RuleContext) -> [PackageTarget] {
        context.index.package.targets.filter { target in
            guard !target.isTest, !context.index.isTestModule(target.name),
                  target.kind == .executable || context.configuration.layer(ofModule: target.name)?.kind == "composition" else { return false }
            return !isBenchmarkHarness(target, context) && !isExampleApp(target, context) && !isCheckHarness(target)
        }
    }

    /// A program of the package that only shows or measures the library (an example app, `isExampleApp`, or a benchmark
    /// harness, `isBenchmarkHarness`) and that no test target depends on (one of unknown dependencies may): nobody tests
    /// it, so its own protocols are no boundaries the product's tests substitute.
    static func isUntestedHarness(_ module: String?, _ context: RuleContext) -> Bool {
        guard let module, let target = context.index.package.target(named: module), !target.isTest,
              target.kind == .executable || context.configuration.layer(ofModule: module)?.kind == "composition",
              isExampleApp(target, context) || isBenchmarkHarness(target, context) else { return false }
        return !context.index.package.targets.contains { other in
            other.isTest && (other.dependencies.map { $0.contains { $0.name == module } } ?? true)
        }
    }

    /// Whether a program of the package (`programs`) drives `module`: its production code names a type of the module other
    /// than as a supertype, directly or through other modules of the package it so names (`PublishCLI` calling `CLI(…)` of
    /// `PublishCLICore`, which names nothing of the `Publish` library: a tool beside the library, not running on it). A module
    /// no program reaches so is the library itself, whatever else the package ships; a program subclassing the library's
    /// `open` class (an app extension's `class Handler: BroadcastHandler {}`) uses it as any user does. A target whose code
    /// is out of sight (no file of it has code) stands for every target it declares a dependency on. An executable target
    /// no product ships that is a `.plugin` target's tool (a documentation generator the plugin runs on its users' packages) or
    /// kept outside `Sources/` (`Tools/release-notes`, a maintainer's script) is one more user of the library: it drives nothing.
    static func isDrivenByProgram(_ module: String, _ context: RuleContext) -> Bool {
        let index = context.index
        let package = index.package
        let pluginTools = Set(package.targets.filter { $0.kind == .plugin }.flatMap { $0.dependencies ?? [] }.map(\.name))
        var pending = programs(context).filter { program in
            program.kind != .executable || package.shippedTargets.contains(program.name)
                || !pluginTools.contains(program.name) && (program.directory == "Sources" || program.directory.hasPrefix("Sources/"))
        }.map(\.name)
        var seen = Set<String>()
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            let reached = index.hasCode(next) ? index.modulesNamed(by: next)
                : Set((index.package.target(named: next)?.dependencies ?? []).filter { $0.mayNameLocalTarget && index.package.target(named: $0.name) != nil }.map(\.name))
            if reached.contains(module) { return true }
            pending.append(contentsOf: reached)
        }
        return false
    }

    /// `SizeTest`, `CarthageTest`: a program target named as a test (its last word `Test` or `Tests`), or one kept under a
    /// `script`/`scripts` folder (`script/SizeTest`): a harness linking the library to measure or check it, one of its users.
    static func isCheckHarness(_ target: PackageTarget) -> Bool {
        let named = ["Test", "Tests"].contains { word in
            target.name.hasSuffix(word) && target.name.dropLast(word.count).last.map { $0.isLowercase || $0.isNumber } == true
        }
        return named || target.directory.split(separator: "/").contains { $0 == "script" || $0 == "scripts" }
    }

    /// A type declared in an example app of the package (`isExampleApp`, a program target so named): one of the library's
    /// users, whose conformances are no part of the library itself.
    static func isInExampleApp(_ declaration: IndexedType, _ context: RuleContext) -> Bool {
        isExampleAppModule(declaration.module, context)
    }

    /// The module is such an example app (a program target, or one of the `composition` layer, named or foldered so).
    static func isExampleAppModule(_ module: String?, _ context: RuleContext) -> Bool {
        guard let module, let target = context.index.package.target(named: module), !target.isTest,
              target.kind == .executable || context.configuration.layer(ofModule: module)?.kind == "composition" else { return false }
        return isExampleApp(target, context)
    }

    /// `ChatExample`, `DemoApp`, a target in `Examples/Todo/Sources`: a word of `exampleTargetWords` in the target's name or
    /// in a folder of its path. The app shows the library in use; it ships nothing of the package's own.
    static func isExampleApp(_ target: PackageTarget, _ context: RuleContext) -> Bool {
        let words = context.strings("exampleTargetWords")
        return ([Substring(target.name)] + target.directory.split(separator: "/")).contains { component in
            words.contains { WholeWords.holds($0, in: component) || WholeWords.holds($0.lowercased(), in: component) }
        }
    }

    /// A target named with a word of `benchmarkTargetWords`, or depending on package-benchmark's `Benchmark` product:
    /// it measures the library rather than shipping a program.
    static func isBenchmarkHarness(_ target: PackageTarget, _ context: RuleContext) -> Bool {
        let named = context.strings("benchmarkTargetWords").contains { word in
            WholeWords.holds(word, in: Substring(target.name)) || WholeWords.holds(word.lowercased(), in: Substring(target.name))
        }
        return named || target.dependencies?.contains { $0.name == "Benchmark" && context.index.package.target(named: $0.name) == nil } ?? false
    }

    /// A `public` or `open` declaration of a module a `.library` product vends, in a package building no program of its
    /// own: the library's published API (its users' vocabulary and extension points), not an implementation detail.
    static func isPublishedAPI(modifiers: [String], module: String?, _ context: RuleContext) -> Bool {
        guard modifiers.contains(where: { $0 == "public" || $0 == "open" }),
              let module, context.index.package.vendedModules.contains(module) else { return false }
        return !buildsProgram(context)
    }

    /// `isPublishedAPI` decided for the declaration's module rather than the package: a `public` or `open` declaration of a
    /// module a `.library` product vends that no program of the package drives (`isDrivenByProgram`). A library beside a
    /// command-line tool that only generates and runs its users' packages is still a library; a tool's engine, which the
    /// tool's code calls, is not.
    static func isPublishedAPIOfModule(modifiers: [String], module: String?, _ context: RuleContext) -> Bool {
        guard modifiers.contains(where: { $0 == "public" || $0 == "open" }),
              let module, context.index.package.vendedModules.contains(module) else { return false }
        return !isDrivenByProgram(module, context)
    }
}
