import GuardrailsCore

/// UIKit presentation is only safe on the main thread; the compiler can prove it when the code is `@MainActor`.
public struct MainActorUIWorkRule: Rule {
    public init() {}
    public static let readsTokens = true

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "extension"]
    private static let functionKeywords: Set<String> = ["func", "init", "deinit", "subscript", "var", "let"]
    /// `Base.member` calls whose closure runs on (true) or off (false) the main actor.
    private static let contextSwitches: [String: [String: Bool]] = [
        "MainActor": ["run": true, "assumeIsolated": true],
        "Task": ["detached": false],
        "DispatchQueue": ["main": true, "global": false],
    ]

    public static let description = RuleDescription(
        id: "main-actor-ui-work",
        summary: "UI presentation calls (`present`, `pushViewController`, `UIHostingController(`) only in `@MainActor` types, functions or closures.",
        rationale: """
        app-dependency-provider, "@MainActor for UI work": presenting from a background context crashes \
        or corrupts UIKit state, and an `async` function of a plain class may resume anywhere. Put the \
        coordinator (or the function) on the main actor so the compiler checks every call site. Subclasses \
        of UIKit and SwiftUI main-actor types count as isolated, as do `MainActor.run` closures.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("calls", .strings(["present", "pushViewController", "setViewControllers", "UIHostingController"]), "Calls that must run on the main actor."),
            RuleOption("mainActorTypes", .strings(["UIViewController", "UIView", "UIResponder", "View", "App"]), "Supertypes that make their subtypes main-actor isolated."),
        ],
        triggering: [
            RuleExample("Sources/UI/FeatureCoordinator.swift", "final class FeatureCoordinator {\n    func presentModal() async {\n        navigationController.present(controller, animated: true)\n    }\n}"),
            RuleExample("Sources/UI/Router.swift", "final class Router {\n    func makeHost() -> UIViewController { UIHostingController(rootView: FeedView()) }\n}"),
            RuleExample("Sources/UI/Flow.swift", "@MainActor final class Flow {\n    nonisolated func next() {\n        Task.detached { navigation.pushViewController(next, animated: true) }\n    }\n}"),
            RuleExample("Sources/UI/Share.swift", "@MainActor final class Share {\n    func start() {\n        DispatchQueue.global().async { self.present(sheet, animated: true) }\n    }\n}"),
        ],
        nonTriggering: [
            RuleExample("Sources/UI/FeatureCoordinator.swift", "@MainActor\nfinal class FeatureCoordinator {\n    func presentModal() async {\n        navigationController.present(controller, animated: true)\n    }\n}"),
            RuleExample("Sources/UI/Router.swift", "final class Router {\n    @MainActor func show() {\n        navigation.pushViewController(UIHostingController(rootView: view), animated: true)\n    }\n}"),
            RuleExample("Sources/UI/Loader.swift", "final class Loader {\n    func finish() async {\n        await MainActor.run { navigation.present(alert, animated: true) }\n    }\n    func present(_ error: Error) {}\n}"),
            RuleExample("Sources/UI/Downloader.swift", "final class Downloader {\n    func done() {\n        DispatchQueue.main.async { navigation.present(alert, animated: true) }\n    }\n}"),
            RuleExample(
                ExampleFile("Sources/UI/FeedViewController.swift", "final class FeedViewController: UIViewController {}"),
                ExampleFile("Sources/UI/FeedViewController+Errors.swift", "extension FeedViewController {\n    func fail() { present(alert, animated: true) }\n}")
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let calls = Set(context.strings("calls"))
        let mainActorTypes = context.strings("mainActorTypes")
        let tokens = file.tokens
        var isolation: [Bool] = []
        var pending: Bool?
        var sawAttribute = false
        var sawNonisolated = false
        var violations: [Violation] = []
        for (position, token) in tokens.enumerated() {
            let isolated = isolation.last ?? false
            switch token.kind {
            case .attribute where token.text == "MainActor":
                if position > 0, tokens[position - 1].kind == .punctuation, tokens[position - 1].text == "{", !isolation.isEmpty {
                    isolation[isolation.count - 1] = true
                } else {
                    sawAttribute = true
                }
            case .keyword where token.text == "nonisolated":
                sawNonisolated = true
            case .keyword where Self.typeKeywords.contains(token.text):
                guard position + 1 < tokens.count, tokens[position + 1].kind == .identifier else { break }
                let name = tokens[position + 1].text
                pending = sawAttribute || (token.text != "actor" && isMainActorType(name, mainActorTypes, context.index))
                sawAttribute = false
                sawNonisolated = false
            case .keyword where Self.functionKeywords.contains(token.text):
                pending = sawNonisolated ? false : sawAttribute || isolated
                sawAttribute = false
                sawNonisolated = false
            case .identifier where Self.contextSwitches[token.text] != nil:
                if let member = memberName(after: position, in: tokens), let isMain = Self.contextSwitches[token.text]?[member] {
                    pending = isMain
                }
            case .punctuation where token.text == "{":
                isolation.append(pending ?? isolated)
                pending = nil
            case .punctuation where token.text == "}":
                if !isolation.isEmpty { isolation.removeLast() }
                pending = nil
            default:
                break
            }
            if (token.kind == .identifier || token.kind == .keyword), calls.contains(token.text), isCall(position, in: tokens), !isolated {
                violations.append(Violation(token, "'\(token.text)' outside the main actor; mark the enclosing type or function @MainActor"))
            }
        }
        return violations
    }

    /// `name(` that is not the name of a function being declared.
    private func isCall(_ position: Int, in tokens: [Token]) -> Bool {
        guard position + 1 < tokens.count, tokens[position + 1].kind == .punctuation, tokens[position + 1].text == "(",
              !tokens[position + 1].followsSpace else { return false }
        return position == 0 || !(tokens[position - 1].kind == .keyword && tokens[position - 1].text == "func")
    }

    private func memberName(after position: Int, in tokens: [Token]) -> String? {
        guard position + 2 < tokens.count, tokens[position + 1].kind == .punctuation, tokens[position + 1].text == "." else { return nil }
        return tokens[position + 2].text
    }

    private func isMainActorType(_ name: String, _ bases: [String], _ index: PackageIndex) -> Bool {
        if index.declarations(named: name).contains(where: { $0.attributes.contains("MainActor") }) { return true }
        return bases.contains { base in index.conformers(of: base).contains { $0.name == name } }
    }
}
