import GuardrailsCore

/// `@main struct NotesApp: App`: the SwiftUI app's entry point, whose `init` and `body` put its scenes and their
/// collaborators together. In an app no layer mapping describes, it is the one place known to be the composition root; so
/// is a UIKit or AppKit app's delegate marked as the entry point (`@UIApplicationMain class AppDelegate:
/// UIApplicationDelegate`, `@main` on one), which launches the app and builds its first screens.
enum AppEntryPoint {
    /// The reference sits in the entry point type, or in a type nested in it or an extension of it in the same file.
    static func encloses(_ reference: Reference, _ types: [TypeDecl]) -> Bool {
        var current = reference.enclosingType >= 0 ? Int(reference.enclosingType) : nil
        while let index = current, index < types.count {
            let type = types[index]
            guard let parent = type.parent else {
                let name = type.name
                return types.contains { $0.name == name && $0.kind != .extension && isEntryPoint($0) }
            }
            current = parent
        }
        return false
    }

    /// The module builds an application: it declares the app's entry point, a SwiftUI `App` marked `@main`, or its
    /// delegate (`UIApplicationDelegate`, `NSApplicationDelegate`). An app has no public API of its own.
    static func isApplicationModule(_ module: String, _ index: PackageIndex) -> Bool {
        index.conformers(of: "App").contains { $0.module == module && !$0.isTest && $0.attributes.contains("main") }
            || ["UIApplicationDelegate", "NSApplicationDelegate"].contains { delegate in
                index.conformers(of: delegate).contains { $0.module == module && !$0.isTest }
            }
    }

    /// The body of a UIKit or AppKit app delegate's launch method (`application(_:didFinishLaunchingWithOptions:)`,
    /// `application(_:willFinishLaunchingWithOptions:)`, `applicationDidFinishLaunching(_:)`, `applicationWillFinishLaunching(_:)`),
    /// the delegate declared in this file: the app's startup, where it puts its first objects together, whatever layer its
    /// module is mapped to and whether or not the delegate is marked as the entry point (AppKit's may be made in `main.swift`).
    /// Its other methods (menu actions, URL handling) are the app's behaviour and stay checked.
    static func isInDelegateLaunch(_ reference: Reference, _ file: LintFile) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let type = types[Int(reference.enclosingType)]
        guard type.parent == nil, type.kind == .class || type.kind == .extension,
              types.contains(where: { $0.name == type.name && $0.kind == .class && delegateProtocols.contains(where: $0.inherits) }) else { return false }
        let at = (Int32(reference.line), Int32(reference.column))
        guard let method = type.members.last(where: { (Int32($0.line), Int32($0.column)) < at }), method.kind == .function,
              method.bodyLine > 0, (method.bodyLine, method.bodyColumn) < at else { return false }
        if launchMethods.contains(method.name) { return true }
        guard method.name == "application", let start = TokenLookup.position(line: method.line, column: method.column, in: file.tokens) else { return false }
        let tokens = file.tokens
        var current = start
        // The labels of the signature, up to the body's brace.
        while current < tokens.count, current - start < 64, (tokens[current].line, tokens[current].column) < (method.bodyLine, method.bodyColumn) {
            if tokens[current].kind == .identifier, launchLabels.contains(tokens[current].text) { return true }
            current += 1
        }
        return false
    }

    private static let delegateProtocols = ["UIApplicationDelegate", "NSApplicationDelegate"]
    private static let launchMethods: Set<String> = ["applicationDidFinishLaunching", "applicationWillFinishLaunching"]
    private static let launchLabels: Set<String> = ["didFinishLaunchingWithOptions", "willFinishLaunchingWithOptions"]

    private static func isEntryPoint(_ type: TypeDecl) -> Bool {
        if type.attributes.contains("UIApplicationMain") || type.attributes.contains("NSApplicationMain") { return true }
        return type.attributes.contains("main") && (type.inherits("App") || type.inherits("UIApplicationDelegate") || type.inherits("NSApplicationDelegate"))
    }

    /// Top-level code of an executable's `main.swift` (`let files = FileManager.default` before the tool's first statement),
    /// closures in it included but not the bodies of the functions it declares: the program's entry point, which composes
    /// what it runs, its own composition root.
    static func isTopLevelOfMain(_ reference: Reference, _ file: LintFile) -> Bool {
        guard reference.enclosingType < 0, file.path == "main.swift" || file.path.hasSuffix("/main.swift"),
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: file.tokens) else { return false }
        return EnclosingFunctionHeader.function(enclosing: position, file.tokens) == nil
    }
}
