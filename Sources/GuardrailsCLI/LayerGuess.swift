import GuardrailsCore
import GuardrailsRules

/// Where `init` puts a target and why, in words the printed summary shows.
struct LayerGuess {
    let target: String
    /// `nil` for a test target `XTests` that takes the layer of `X` without being listed.
    let layer: String?
    let reason: String

    static let testSupportWords = ["testsupport", "testhelper", "testutil", "testing", "mock", "fake", "stub", "spy", "fixture"]
    static let infrastructureWords = ["URLSession", "CoreData", "SQLite", "Keychain", "UserDefaults", "Persistence", "Networking", "Infrastructure"]
    static let infrastructureSuffixes = ["Store", "Client", "Live", "Repository"]
    static let uiSuffixes = ["UI", "Views", "iOS", "macOS", "watchOS", "tvOS"]

    /// Guesses the layer of a production target from its kind and what its code imports.
    static func production(_ survey: TargetSurvey) -> LayerGuess {
        let name = survey.target.name
        let lowercased = name.lowercased()
        let packageImports = survey.packageDependencies
        func guess(_ layer: String, _ reason: String) -> LayerGuess { LayerGuess(target: name, layer: layer, reason: reason) }
        if testSupportWords.contains(where: lowercased.contains) || survey.target.directory.hasPrefix("Tests/") {
            return guess("testSupport", "test doubles or fixtures (its name or its folder under Tests/ says so)")
        }
        if survey.target.kind == .macro { return guess("tooling", "a macro target") }
        if survey.target.kind == .executable { return guess("composition", "an executable target: the app's composition root") }
        if let entry = survey.mainEntry { return guess("composition", "the app's entry point (\(entry))") }
        if name.hasSuffix("App") { return guess("composition", "an app target by its name") }
        if let ui = survey.uiFrameworkImport { return guess("ui", "UI code (\(ui))") }
        if uiSuffixes.contains(where: name.hasSuffix) { return guess("ui", "UI by its name") }
        if ["Presentation", "Presenter", "ViewModel"].contains(where: name.contains) { return guess("presentation", "presentation by its name") }
        if let framework = survey.imports.intersection(TargetSurvey.infrastructureFrameworks).sorted().first {
            return guess("infrastructure", "adapts a framework (imports \(framework))")
        }
        if infrastructureWords.contains(where: name.contains) || infrastructureSuffixes.contains(where: name.hasSuffix) {
            return guess("infrastructure", "an adapter by its name")
        }
        if packageImports.isEmpty { return guess("domain", "imports no module of the package") }
        return guess("feature", "imports \(packageImports.joined(separator: ", ")) of the package")
    }

    /// A test target follows the target it is named after; one that tests a single layer joins it; one that
    /// tests several is an integration test, allowed to import them all.
    static func test(_ survey: TargetSurvey, production: [String: LayerGuess]) -> LayerGuess {
        let name = survey.target.name
        if name.hasSuffix("Tests"), let subject = production[String(name.dropLast(5))], subject.layer != "testSupport" {
            return LayerGuess(target: name, layer: nil, reason: "tests \(subject.target), so it follows its layer")
        }
        let layers = Set(survey.packageDependencies.compactMap { production[$0]?.layer }).subtracting(["testSupport"])
        if layers.count == 1, let layer = layers.first {
            return LayerGuess(target: name, layer: layer, reason: "tests modules of the \(layer) layer")
        }
        return LayerGuess(target: name, layer: "integrationTests", reason: layers.isEmpty ? "a test target of no single module" : "tests modules of several layers")
    }
}
