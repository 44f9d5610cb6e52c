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
    /// Initializers whose handler closures UIKit runs on the main actor.
    private static let mainActorHandlers: Set<String> = ["UIAction", "UIAlertAction", "UIDeferredMenuElement", "UIContextualAction"]

    public static let description = RuleDescription(
        id: "main-actor-ui-work",
        summary: "UI presentation calls (`present(_:animated:)`, `pushViewController`, `UIHostingController(`) only in `@MainActor` types, functions or closures.",
        rationale: """
        app-dependency-provider, "@MainActor for UI work": presenting from a background context crashes \
        or corrupts UIKit state, and an `async` function of a plain class may resume anywhere. Put the \
        coordinator (or the function) on the main actor so the compiler checks every call site. What the \
        frameworks already isolate counts as isolated: subclasses and conformers of `mainActorTypes` \
        (`UIViewController`, `UIView`, `NSView`, SwiftUI `View`/`App`, `UIHostingController`, …) and of \
        framework view classes by name (`UITableViewController`, `NSOutlineView`), however deep the package's \
        own class hierarchy goes, extensions of them (also `extension P where Self: UIViewController`), \
        `MainActor.run` closures and UIKit's action handlers (`UIAction { … }`). A superclass from outside the \
        package named as a view or view controller (`class Player: GameKit.GameViewController`, `…View`, `…Cell`) \
        isolates its subclasses as UIKit's own do, and `extension Screen.Model` is as isolated as the `@MainActor \
        class Model` nested in `Screen` (or in an extension of it) that it extends. Framework view classes \
        include the controls (`UIControl`, `UISlider`, `NSSegmentedControl`: views too). Types that adopt a \
        main-actor framework protocol (`mainActorProtocols`: `WKNavigationDelegate`, `UITableViewDataSource`, \
        … — those whose Swift interface is `@MainActor` in Apple's SDK — and any UIKit `UI…Delegate` or \
        `UI…DataSource`, which UIKit isolates without exception) in the file of their declaration are \
        isolated, and so is a nested type or an extension that adopts one (its methods witness isolated requirements). A call counts only with \
        UIKit's labels (`present(_:animated:)`, so `ErrorHandler.present(self)` is not one) and never as an \
        implicit member (`case .present:`). In a module whose default isolation is `MainActor` (Swift 6.2 \
        `.defaultIsolation(MainActor.self)`, or `"defaultIsolation": "MainActor"` on a configured target) \
        everything not marked `nonisolated` is isolated.
        A class from outside the package named for neither a view nor a controller has an isolation the rule cannot \
        know; precision first, it is judged by what the file shows: a class there overriding `init(frame:)` (a designated \
        initializer only UIKit's and AppKit's views have) makes it and its superclass views, and the file's extensions \
        of that superclass isolated (`class Gallery: Slideshow { override init(frame: CGRect) … }`, `extension Slideshow`). \
        Without such evidence it is reported: a third-party class that presents is most often not a view (a logger \
        exporting its files).
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("calls", .strings(["present", "pushViewController", "setViewControllers", "UIHostingController"]), "Calls that must run on the main actor."),
            RuleOption("labels", .strings(["animated"]), "Argument labels a lowercase call must pass to be the UIKit one."),
            RuleOption("mainActorTypes", .strings(MainActorClasses.frameworkRoots), "Framework supertypes that make their subclasses and conformers main-actor isolated."),
            RuleOption(
                "mainActorProtocols", .strings(MainActorClasses.frameworkProtocols),
                "Framework protocols declared `@MainActor`: adopting one in the type's file, or in an extension, isolates it."
            ),
        ],
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples
    )

    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        let calls = NameFilter(context.strings("calls"))
        return file.model.references.contains { calls.contains($0.name) }
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let calls = context.stringSet("calls")
        let labels = context.stringSet("labels")
        let protocols = context.stringSet("mainActorProtocols")
        let classes = MainActorClasses(roots: context.strings("mainActorTypes"), protocols: Array(protocols), index: context.index)
        let tokens = file.tokens
        let isolatedByDefault = context.index.isMainActorByDefault(file.module)
        let views = viewsByInitializer(file)
        var isolation: [Bool] = []
        var pending: Bool?
        // A function's isolation waits for its body: braces in its signature (a default closure argument) do not take it.
        var pendingParentheses: Int?
        var parentheses = 0
        var sawAttribute = false
        var sawNonisolated = false
        var violations: [Violation] = []
        for (position, token) in tokens.enumerated() {
            let isolated = isolation.last ?? isolatedByDefault
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
                guard let (name, outer) = declaredName(after: position, in: tokens, isExtension: token.text == "extension") else { break }
                let isExtension = token.text == "extension"
                let constraint = isExtension ? selfConstraint(after: position, in: tokens) : nil
                let adoptsIsolatedProtocol = inheritedNames(after: position, in: tokens).contains { name in
                    protocols.contains(name) || MainActorClasses.isUIKitMainActorProtocol(name) && context.index.declarations(named: name).isEmpty
                }
                pending = sawAttribute || (token.text != "actor" && (classes.isIsolated(name) || views.contains(name) || constraint.map(classes.isIsolated) == true
                    || outer.map { classes.isIsolated(name, nestedIn: $0) } == true
                    || adoptsIsolatedProtocol || isolatedByDefault && !sawNonisolated))
                pendingParentheses = nil
                sawAttribute = false
                sawNonisolated = false
            case .keyword where Self.functionKeywords.contains(token.text):
                pending = sawNonisolated ? false : sawAttribute || isolated
                pendingParentheses = parentheses
                sawAttribute = false
                sawNonisolated = false
            case .identifier where Self.contextSwitches[token.text] != nil:
                if let member = memberName(after: position, in: tokens), let isMain = Self.contextSwitches[token.text]?[member] {
                    pending = isMain
                    pendingParentheses = nil
                }
            case .identifier where Self.mainActorHandlers.contains(token.text):
                pending = true
                pendingParentheses = nil
            case .punctuation where token.text == "(":
                parentheses += 1
            case .punctuation where token.text == ")":
                parentheses -= 1
            case .punctuation where token.text == "{":
                if let depth = pendingParentheses, parentheses > depth {
                    isolation.append(isolated)
                } else {
                    isolation.append(pending ?? isolated)
                    pending = nil
                    pendingParentheses = nil
                }
            case .punctuation where token.text == "}":
                if !isolation.isEmpty { isolation.removeLast() }
                if let depth = pendingParentheses, parentheses > depth { break }
                pending = nil
            default:
                break
            }
            guard !isolated, token.kind == .identifier || token.kind == .keyword, calls.contains(token.text),
                  let call = CallSite.at(position, in: tokens), call.receiver != .implicitMember else { continue }
            let isInitializer = token.text.first?.isUppercase == true
            guard isInitializer || call.hasLabel(in: labels) else { continue }
            violations.append(Violation(token, "'\(token.text)' outside the main actor; mark the enclosing type or function @MainActor"))
        }
        return violations
    }

    /// Classes of the file that override `init(frame:)`, with their superclasses: only UIKit's and AppKit's views have that
    /// designated initializer, so a superclass from outside the package named for neither (`class Gallery: Slideshow`)
    /// is a view, and so are the file's extensions of it.
    private func viewsByInitializer(_ file: LintFile) -> Set<String> {
        var views: Set<String> = []
        for type in file.model.types where type.kind == .class {
            guard let superclass = type.inheritance.first?.name, type.members.contains(where: { member in
                guard member.kind == .initializer, member.modifiers.contains("override"),
                      let keyword = TokenLookup.position(line: member.line, column: member.column, in: file.tokens) else { return false }
                return keyword + 2 < file.tokens.count && file.tokens[keyword + 1].text == "(" && file.tokens[keyword + 2].text == "frame"
            }) else { continue }
            views.formUnion([type.name, superclass])
        }
        return views
    }

    /// The declared type's name; for an extension of `UIKit.UIViewController` or `Screen.Model`, the last
    /// component, with the one before it (`Screen`) as the type it may be nested in.
    private func declaredName(after position: Int, in tokens: [Token], isExtension: Bool) -> (name: String, outer: String?)? {
        var current = position + 1
        guard current < tokens.count, tokens[current].kind == .identifier else { return nil }
        var outer: String?
        while isExtension, current + 2 < tokens.count, tokens[current + 1].kind == .punctuation, tokens[current + 1].text == ".",
              tokens[current + 2].kind == .identifier {
            outer = tokens[current].text
            current += 2
        }
        return (tokens[current].text, outer)
    }

    /// The names a type or extension header at `position` inherits: `extension A: B, C {` gives `B` and `C`.
    private func inheritedNames(after position: Int, in tokens: [Token]) -> Set<String> {
        var names: Set<String> = []
        var current = position + 1
        var sawColon = false
        while current < tokens.count, current - position < 64 {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == "{" { break }
            if token.kind == .keyword, token.text == "where" { break }
            if token.kind == .punctuation, token.text == ":" { sawColon = true }
            if sawColon, token.kind == .identifier { names.insert(token.text) }
            current += 1
        }
        return names
    }

    /// `Name` of `where Self: Name` (or `Self == Name`) in an extension header.
    private func selfConstraint(after position: Int, in tokens: [Token]) -> String? {
        var current = position + 1
        while current + 3 < tokens.count, current - position < 64, !(tokens[current].kind == .punctuation && tokens[current].text == "{") {
            if tokens[current].kind == .keyword, tokens[current].text == "Self", tokens[current + 1].text == ":" || tokens[current + 1].text == "==",
               tokens[current + 2].kind == .identifier {
                return tokens[current + 2].text
            }
            current += 1
        }
        return nil
    }

    private func memberName(after position: Int, in tokens: [Token]) -> String? {
        guard position + 2 < tokens.count, tokens[position + 1].kind == .punctuation, tokens[position + 1].text == "." else { return nil }
        return tokens[position + 2].text
    }
}
