import GuardrailsCore
import GuardrailsRules

/// Where `init` puts a target and why, in words the printed summary shows.
struct LayerGuess {
    let target: String
    /// `nil` for a test target `XTests` that takes the layer of `X` without being listed.
    let layer: String?
    let reason: String

    static let testSupportWords = ["testsupport", "testhelper", "testutil", "testing", "mock", "fake", "stub", "spy", "fixture"]
    static let infrastructureWords = ["URLSession", "CoreData", "SQLite", "Keychain", "UserDefaults", "Persistence", "Networking", "Infrastructure", "HTTP"]
    static let infrastructureSuffixes = ["Store", "Client", "Live", "Repository", "API"]
    static let uiSuffixes = ["UI", "Views", "iOS", "macOS", "watchOS", "tvOS"]

    /// Guesses the layer of a production target from its kind and what its code imports and does.
    static func production(_ survey: TargetSurvey) -> LayerGuess {
        let name = survey.target.name
        let lowercased = name.lowercased()
        let packageImports = survey.packageDependencies
        func guess(_ layer: String, _ reason: String) -> LayerGuess { LayerGuess(target: name, layer: layer, reason: reason) }
        // A shipped module is production code: a mock generator's tool and library (`MockForge`) are named for what they make.
        if !survey.isShipped && testSupportWords.contains(where: lowercased.contains) || survey.target.directory.hasPrefix("Tests/") {
            return guess("testSupport", "test doubles or fixtures (its name or its folder under Tests/ says so)")
        }
        if survey.isTestCode, let test = survey.testFrameworkImport {
            return guess("testSupport", "test code outside a …Tests folder (\(test))")
        }
        if survey.target.kind == .macro { return guess("tooling", "a macro target") }
        if survey.target.kind == .executable { return guess("composition", "an executable target: the app's composition root") }
        if let entry = survey.mainEntry { return guess("composition", "the app's entry point (\(entry))") }
        if let project = survey.appProject { return guess("composition", "the app's own folder, named like \(project)") }
        if isAppName(name) { return guess("composition", "an app target by its name") }
        if survey.isUI, let ui = survey.uiFrameworkImport {
            return guess("ui", "UI code (\(survey.uiFileCount) of \(survey.swiftFileCount) files declare views; \(ui))")
        }
        if let io = survey.ioUse { return guess("infrastructure", "performs I/O (\(io))") }
        if uiSuffixes.contains(where: name.hasSuffix) { return guess("ui", "UI by its name") }
        if ["Presentation", "Presenter", "ViewModel"].contains(where: name.contains) { return guess("presentation", "presentation by its name") }
        let sdkClient = TargetSurvey.infrastructureFrameworkPrefixes.contains { name.hasPrefix($0) && name.count > $0.count }
        if sdkClient || infrastructureWords.contains(where: name.contains) || infrastructureSuffixes.contains(where: name.hasSuffix) {
            return guess("infrastructure", "an adapter by its name")
        }
        if survey.isWrittenAgainstUI, let use = survey.uiTypeUse {
            return guess("ui", "code written against a UI framework (\(survey.uiTypeFileCount) of \(survey.swiftFileCount) files name its types; \(use))")
        }
        if packageImports.isEmpty { return guess("domain", "imports no module of the package and performs no I/O") }
        return guess("feature", "imports \(packageImports.joined(separator: ", ")) of the package")
    }

    /// `ShopApp`, `App`; not `MessagingInApp`, where the word is "in-app".
    static func isAppName(_ name: String) -> Bool {
        name.hasSuffix("App") && !name.hasSuffix("InApp")
    }

    /// A test target follows the target it is named after (`XTests`, `XUITests`, `XUnitTests`), or the first target
    /// its manifest entry names, as the linter looks them up; one that tests a single layer otherwise joins it; one
    /// that tests several is an integration test, allowed to import them all.
    static func test(_ survey: TargetSurvey, production: [String: LayerGuess]) -> LayerGuess {
        let name = survey.target.name
        for suffix in ["UITests", "UnitTests", "Tests"] where name.hasSuffix(suffix) {
            if let subject = production[String(name.dropLast(suffix.count))] {
                return LayerGuess(target: name, layer: nil, reason: "tests \(subject.target), so it follows its layer")
            }
        }
        // `Watch App Tests` is the module `Watch_App_Tests`: its subject is `Watch_App`, which the linter's lookup
        // does not find, so it is listed in that layer.
        for suffix in ["_UITests", "_Tests"] where name.hasSuffix(suffix) {
            if let subject = production[String(name.dropLast(suffix.count))], let layer = subject.layer {
                return LayerGuess(target: name, layer: layer, reason: "tests \(subject.target), so it joins its layer")
            }
        }
        let layers = Set(survey.packageDependencies.compactMap { production[$0]?.layer }).subtracting(["testSupport"])
        if layers.count == 1, let layer = layers.first {
            let subject = survey.declaredDependencies.first { production[$0].map { $0.layer != "testSupport" } ?? false }
            if let subject, production[subject]?.layer == layer {
                return LayerGuess(target: name, layer: nil, reason: "tests \(subject), so it follows its layer")
            }
            return LayerGuess(target: name, layer: layer, reason: "tests modules of the \(layer) layer")
        }
        return LayerGuess(target: name, layer: "integrationTests", reason: layers.isEmpty ? "a test target of no single module" : "tests modules of several layers")
    }
}
