import Foundation
import GuardrailsCore
import GuardrailsRules

/// A first `guardrails.json` built from what the package's code does: every target in a layer guessed from
/// its kind and imports, a profile suggested from the architecture the code is written in, and a summary
/// saying why, because a configuration nobody understands gets switched off. Folders come from the manifest,
/// or from the folders beside an Xcode project, so it needs no `targets`.
struct StarterConfiguration {
    let guesses: [LayerGuess]
    let profiles: [String]
    let profileReason: String
    /// Folders the project shows as targets that compile no Swift file (`fastlane/`, resources, an empty
    /// submodule, a folder of packages): no module, so in no layer.
    let withoutSource: [String]

    init(surveys found: [TargetSurvey]) {
        // Local packages beside one another (`.package(path: "../Data")`) are one code base: a module importing a
        // sibling package's module imports a module of the package, so it is no leaf.
        let names = Set(found.map(\.target.name))
        let all = found.map { survey in
            var survey = survey
            survey.packageDependencies = Set(survey.packageDependencies).union(survey.imports.intersection(names)).subtracting([survey.target.name]).sorted()
            return survey
        }
        let surveys = all.filter { $0.swiftFileCount > 0 }
        withoutSource = all.filter { $0.swiftFileCount == 0 }.map(\.target.name)
        let production = surveys.filter { !$0.target.isTest }.map(LayerGuess.production)
        let byName = Dictionary(production.map { ($0.target, $0) }, uniquingKeysWith: { first, _ in first })
        let tests = surveys.filter(\.target.isTest).map { LayerGuess.test($0, production: byName) }
        // Two projects can each hold a folder of one name (`Pods/Alamofire` twice): one module, so one guess, the first.
        var named: Set<String> = []
        guesses = (production + tests).filter { named.insert($0.target).inserted }
        (profiles, profileReason) = Self.profiles(for: surveys)
    }

    /// `app-dependency-provider` for `ObservableObject` view models handed out by a dependency provider;
    /// `swiftui-mv` when the app is mostly written that way: `@Observable` models at least as many as
    /// `ObservableObject`s, and SwiftUI views at least as many as view controllers. One `@Observable` in a UIKit
    /// app, or an `@Environment(\.colorScheme)` read, is no architecture.
    private static func profiles(for surveys: [TargetSurvey]) -> ([String], String) {
        let viewModel = surveys.lazy.compactMap(\.observableObjectViewModel).first
        let provider = surveys.lazy.compactMap(\.dependencyProvider).first
        if let viewModel, let provider {
            return (["clean-architecture", "app-dependency-provider"], "ObservableObject view models (\(viewModel)) and a dependency provider (\(provider))")
        }
        let production = surveys.filter { !$0.target.isTest }
        func total(_ count: KeyPath<TargetSurvey, Int>) -> Int { production.reduce(0) { $0 + $1[keyPath: count] } }
        let (observables, objects) = (total(\.observableModelCount), observableObjectCount(production))
        let (views, controllers) = (total(\.swiftUIViewCount), total(\.viewControllerCount))
        let counts = "\(observables) @Observable models, \(objects) ObservableObjects, \(views) SwiftUI views, \(controllers) view controllers"
        if let sign = production.lazy.compactMap(\.observableModel).first, observables >= objects, views >= controllers {
            return (["clean-architecture", "swiftui-mv"], "@Observable models and SwiftUI views throughout (\(counts); \(sign))")
        }
        if observables > 0 || production.contains(where: { $0.environmentProperty != nil }) {
            return (["clean-architecture"], "not mostly SwiftUI Model-View (\(counts))")
        }
        return (["clean-architecture"], "no sign of a SwiftUI Model-View or dependency-provider architecture")
    }

    /// Classes that are `ObservableObject`s, directly or through the package's classes and protocols.
    private static func observableObjectCount(_ surveys: [TargetSurvey]) -> Int {
        var supertypes: [String: [String]] = [:]
        for survey in surveys { supertypes.merge(survey.inheritance) { $0 + $1 } }
        var known: [String: Bool] = [:]
        func isObservableObject(_ name: String, _ visiting: Set<String>) -> Bool {
            if let answer = known[name] { return answer }
            let answer = (supertypes[name] ?? []).contains { $0 == "ObservableObject" || !visiting.contains($0) && isObservableObject($0, visiting.union([$0])) }
            known[name] = answer
            return answer
        }
        return surveys.flatMap(\.classNames).filter { isObservableObject($0, [$0]) }.count
    }

    var json: String {
        let used = Set(guesses.compactMap(\.layer))
        let layers = StarterLayer.all.filter { used.contains($0.name) }.map { layer -> JSONMember in
            var members = [
                JSONMember("kind", .string(layer.kind)),
                JSONMember("modules", .array(guesses.filter { $0.layer == layer.name }.map(\.target).sorted().map(JSONValue.string))),
                JSONMember("mayImport", .array(layer.mayImport.filter(used.contains).map(JSONValue.string))),
            ]
            if layer.isTestSupport { members.append(JSONMember("testSupport", .bool(true))) }
            return JSONMember(layer.name, .object(members))
        }
        var root = [JSONMember("profiles", .array(profiles.map(JSONValue.string))), JSONMember("layers", .object(layers))]
        if profiles.contains("app-dependency-provider") {
            root.append(JSONMember("rules", .object([JSONMember("single-implementation-protocol", .string("off"))])))
        }
        root.append(JSONMember("exclude", .array([.string(".build/**")])))
        return JSONWriter.text(.object(root)) + "\n"
    }

    /// One line per target (its layer and why), then the profile and why.
    var summary: String {
        let width = guesses.map(\.target.count).max() ?? 0
        let rows = guesses.map { guess in
            "  " + guess.target.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + (guess.layer ?? "(its subject's)").padding(toLength: 16, withPad: " ", startingAt: 0) + "  " + guess.reason + "\n"
        }
        let skipped = withoutSource.isEmpty ? "" : "No Swift source, so no module: \(withoutSource.sorted().joined(separator: ", ")).\n"
        return rows.joined() + skipped + "Profiles \(profiles.joined(separator: ", ")): \(profileReason).\n"
    }
}
