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

    init(surveys: [TargetSurvey]) {
        let production = surveys.filter { !$0.target.isTest }.map(LayerGuess.production)
        let byName = Dictionary(production.map { ($0.target, $0) }, uniquingKeysWith: { first, _ in first })
        let tests = surveys.filter(\.target.isTest).map { LayerGuess.test($0, production: byName) }
        guesses = production + tests
        (profiles, profileReason) = Self.profiles(for: surveys)
    }

    /// `app-dependency-provider` for `ObservableObject` view models handed out by a dependency provider,
    /// `swiftui-mv` for `@Observable` models and environment values, each besides `clean-architecture`.
    private static func profiles(for surveys: [TargetSurvey]) -> ([String], String) {
        let viewModel = surveys.lazy.compactMap(\.observableObjectViewModel).first
        let provider = surveys.lazy.compactMap(\.dependencyProvider).first
        if let viewModel, let provider {
            return (["clean-architecture", "app-dependency-provider"], "ObservableObject view models (\(viewModel)) and a dependency provider (\(provider))")
        }
        if let sign = surveys.lazy.compactMap({ $0.observableModel ?? $0.environmentProperty }).first {
            return (["clean-architecture", "swiftui-mv"], "@Observable models or environment values (\(sign))")
        }
        return (["clean-architecture"], "no sign of a SwiftUI Model-View or dependency-provider architecture")
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
        return rows.joined() + "Profiles \(profiles.joined(separator: ", ")): \(profileReason).\n"
    }
}
