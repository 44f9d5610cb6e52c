/// Facts about whole modules: what they import and re-export, how targets depend on each other, where a
/// module-wide finding goes.
extension IndexContents {
    /// The module's first file by path: where a finding about the whole module is reported, once.
    func firstFile(of module: String) -> String? {
        firstFiles[module]
    }

    func isTestModule(_ module: String) -> Bool {
        testModules.contains(module) && !productionModules.contains(module)
    }

    /// False for a module whose files hold only comments and imports of SDK modules: a placeholder for code to come.
    func hasCode(_ module: String) -> Bool {
        modulesWithCode.contains(module)
    }

    /// False for a module whose files hold only comments, imports of SDK modules and empty test stubs (`func testExample() {}` in an
    /// `XCTestCase` subclass, a template): a placeholder for code to come.
    func holdsWork(_ module: String) -> Bool {
        modulesWithWork.contains(module)
    }

    /// Whether the test file at `path` is an untouched test template and nothing else (`FileSummary.holdsOnlyTestStubs`).
    func isTestTemplate(path: String) -> Bool {
        testTemplateFiles.contains(path)
    }

    /// Whether a production file of `module` is a `main.swift` or declares a top-level `@main` type: the module builds a program.
    func declaresProgramEntry(_ module: String) -> Bool {
        modulesWithProgramEntry.contains(module)
    }

    /// Whether a production file of `module` declares a struct of client closures (`TypeTraits.isClosureClient`).
    func declaresClosureClient(_ module: String) -> Bool {
        modulesWithClosureClients.contains(module)
    }

    /// Whether the package's target `module` makes `MainActor` its default isolation (Swift 6.2
    /// `.defaultIsolation(MainActor.self)`, or `"defaultIsolation": "MainActor"` in a configured target).
    func isMainActorByDefault(_ module: String?) -> Bool {
        module.flatMap(package.target(named:))?.isMainActorByDefault ?? false
    }

    /// The module an `import` of `written` in a file of `module` loads: the real name behind the target's
    /// module alias (`-module-alias Written=Real`), else `written`.
    func module(importedAs written: String, in module: String) -> String {
        package.target(named: module)?.module(importedAs: written) ?? written
    }

    /// Modules the files of `module` import (by the names they load, module aliases resolved).
    func imports(of module: String) -> Set<String> {
        importedModules[module] ?? []
    }

    /// The package's other modules whose types the production files of `module` name other than as a supertype or an
    /// extended type (`CLI(…)`, `let jar: CookieJar`), among the modules it imports: the ones its code drives.
    func modulesNamed(by module: String) -> Set<String> {
        namedModules[module] ?? []
    }

    /// The package's modules declaring a type `module`'s production code names without importing them (or anything
    /// re-exporting them) and without declaring a type of that name itself.
    func modulesNamedWithoutImport(by module: String) -> Set<String> {
        modulesNamedWithoutImport[module] ?? []
    }

    /// Modules `module` re-exports with `@_exported import`, directly or through what it re-exports.
    func reexports(of module: String) -> Set<String> {
        var seen: Set<String> = []
        var pending = Array(reexportedModules[module] ?? [])
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending.append(contentsOf: reexportedModules[next] ?? [])
        }
        return seen
    }

    /// Whether `target`'s declared dependencies reach `other`, directly or through other targets of the
    /// package (SwiftPM lets a target import what its dependencies depend on); `nil` when that cannot be
    /// told because a target on the way has dependencies nothing declares (a folder-convention module, or a
    /// manifest entry the reader could not follow). A product of another package leads nowhere back into this one.
    func dependsOn(_ target: String, _ other: String) -> Bool? {
        var seen: Set<String> = []
        var pending = [target]
        var isKnown = true
        // A manifest the reader could not follow in full may have had targets dropped, whose files are linted by
        // folder convention: a dependency naming one is a target whose dependencies are unknown, not none.
        let mayHaveDroppedTargets = package.hasManifest && package.usesConventionFallback
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            guard let placed = package.target(named: next) else {
                if modules.contains(next) { isKnown = false }
                continue
            }
            guard let dependencies = placed.dependencies else {
                isKnown = false
                continue
            }
            for dependency in dependencies where dependency.mayNameLocalTarget
                && (package.target(named: dependency.name) != nil || mayHaveDroppedTargets && modules.contains(dependency.name)) {
                if dependency.name == other { return true }
                pending.append(dependency.name)
            }
        }
        return isKnown ? false : nil
    }

    /// Whether `target`'s declared dependencies may bring in `other`, a target of a package nested in the project (a local
    /// package the app links), by way of another package: they reach a dependency naming no target here (a product,
    /// whose package's manifest this model does not follow) or a target of another nested package. What such a product
    /// links is not known, so `other` not being among the targets `dependsOn` follows proves nothing undeclared.
    func mayReachThroughAnotherPackage(_ target: String, _ other: String) -> Bool {
        guard let home = package.nestedPackageFolder(of: other) else { return false }
        var seen: Set<String> = []
        var pending = [target]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let placed = package.target(named: next) else { continue }
            if next != target, let folder = package.nestedPackageFolder(of: next), folder != home { return true }
            for dependency in placed.dependencies ?? [] {
                guard dependency.mayNameLocalTarget, package.target(named: dependency.name) != nil else { return true }
                pending.append(dependency.name)
            }
        }
        return false
    }

    /// True when `importer` importing `imported` closes a cycle (including a module importing itself),
    /// through imports and the dependencies the manifest declares.
    func importCloses(from importer: String, to imported: String) -> Bool {
        importer == imported || moduleGraph.reaches(from: imported, to: importer)
    }
}
