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

    /// The reference sits in a SwiftUI `App` that the file's `@main` type launches from its `static func main()`
    /// (`@main enum Launcher { static func main() { NotesApp.main() } }` beside `struct NotesApp: App`): the app's entry point
    /// reached one step later, its composition root as a `@main` `App` is. Only asked of a reference about to be reported.
    static func isInLaunchedApp(_ reference: Reference, _ file: LintFile) -> Bool {
        let types = file.model.types
        var current = reference.enclosingType >= 0 ? Int(reference.enclosingType) : nil
        while let index = current, index < types.count, let parent = types[index].parent { current = parent }
        guard let index = current, index < types.count, types.contains(where: { $0.parent == nil && $0.attributes.contains("main") }) else { return false }
        let name = types[index].name
        guard types.contains(where: { $0.name == name && $0.kind != .extension && $0.inherits("App") }) else { return false }
        return file.model.references.contains { $0.name == "main" && $0.base == name && isInStaticMain($0, file) }
    }

    /// The body of a `@main` type's `static func main()` (`@main enum Launcher { static func main() { … } }`): the program's
    /// entry point, like a `main.swift`'s top-level code. The type's other members are not.
    static func isInStaticMain(_ reference: Reference, _ file: LintFile) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let type = types[Int(reference.enclosingType)]
        guard type.parent == nil, type.attributes.contains("main") else { return false }
        let at = (reference.line, reference.column)
        guard let member = type.members.last(where: { (Int32($0.line), Int32($0.column)) < at }) else { return false }
        return member.kind == .function && member.name == "main" && member.modifiers.contains("static")
            && member.bodyLine > 0 && (member.bodyLine, member.bodyColumn) < at
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
    /// Its termination method (`applicationWillTerminate(_:)`, a scene's `sceneDidDisconnect(_:)`) is the same root ending the
    /// lifetimes it began (removing the observers the launch registered), and so is a helper of the delegate that its file
    /// calls only from the launch or termination methods (`setUpImageCoders()`, the launch's setup split out;
    /// `removeObservers()`, its teardown). Its other methods (menu actions, URL handling) are the app's
    /// behaviour and stay checked.
    ///
    /// A scene delegate (`UIWindowSceneDelegate`) is the same startup object for a scene: its connect method
    /// (`scene(_:willConnectTo:options:)`, building the window) counts as a launch method, and the initial values of either
    /// delegate's stored instance properties (`lazy var links: LinkHandling = LinkRouter.shared`) are what the system builds it with.
    static func isInDelegateLaunch(_ reference: Reference, _ file: LintFile) -> Bool {
        if isInDelegateStoredValue(reference, file) { return true }
        guard let method = delegateMethod(enclosing: reference.line, reference.column, reference.enclosingType, file) else { return false }
        if launchMethods.contains(method.name) || terminationMethods.contains(method.name) || isLaunch(method, file.tokens) { return true }
        // A helper the launch calls: every call of it in the file sits in a launch method.
        guard !method.name.hasPrefix("application"), !method.name.hasPrefix("scene"), !method.modifiers.contains("override") else { return false }
        var called = false
        for call in file.model.references where call.name == method.name && Int(call.line) != method.line {
            guard call.base == nil || call.base == "self",
                  let caller = delegateMethod(enclosing: call.line, call.column, call.enclosingType, file),
                  launchMethods.contains(caller.name) || terminationMethods.contains(caller.name) || isLaunch(caller, file.tokens)
            else { return false }
            called = true
        }
        return called
    }

    /// The method of the file's UIKit or AppKit app delegate or scene delegate (its class or an extension of it) whose body
    /// holds the position.
    private static func delegateMethod(enclosing line: Int32, _ column: Int32, _ enclosingType: Int32, _ file: LintFile) -> MemberDecl? {
        guard let method = delegateMember(enclosing: line, column, enclosingType, file), method.kind == .function,
              method.bodyLine > 0, (method.bodyLine, method.bodyColumn) < (line, column) else { return nil }
        return method
    }

    /// The member of the file's delegate class (or an extension of it) declared last before the position.
    private static func delegateMember(enclosing line: Int32, _ column: Int32, _ enclosingType: Int32, _ file: LintFile) -> MemberDecl? {
        let types = file.model.types
        guard enclosingType >= 0, Int(enclosingType) < types.count else { return nil }
        let type = types[Int(enclosingType)]
        guard type.parent == nil, type.kind == .class || type.kind == .extension,
              types.contains(where: { $0.name == type.name && $0.kind == .class && delegateProtocols.contains(where: $0.inherits) }) else { return nil }
        let at = (line, column)
        return type.members.last(where: { (Int32($0.line), Int32($0.column)) < at })
    }

    /// The initial value of a stored instance property of the delegate (`lazy var links: LinkHandling = LinkRouter.shared`):
    /// built with the delegate the system makes. Not an observer's body (`didSet`), nor a static's value.
    private static func isInDelegateStoredValue(_ reference: Reference, _ file: LintFile) -> Bool {
        guard let member = delegateMember(enclosing: reference.line, reference.column, reference.enclosingType, file),
              member.kind == .variable, member.isStoredVar || member.isLet,
              !member.modifiers.contains("static"), !member.modifiers.contains("class"),
              let start = TokenLookup.position(line: member.line, column: member.column, in: file.tokens) else { return false }
        // From the declaration to the reference: an `=` opening its value, and no accessor block in between.
        var current = start, assigned = false
        while current < file.tokens.count, current - start < 256, (file.tokens[current].line, file.tokens[current].column) < (reference.line, reference.column) {
            let token = file.tokens[current]
            if token.kind == .identifier, token.text == "didSet" || token.text == "willSet" { return false }
            if !assigned, token.kind == .operator, token.text == "=" { assigned = true }
            current += 1
        }
        return assigned && current - start < 256
    }

    /// `application(_:didFinishLaunchingWithOptions:)`, `application(_:willFinishLaunchingWithOptions:)` or a scene's
    /// `scene(_:willConnectTo:options:)`, told by its labels.
    private static func isLaunch(_ method: MemberDecl, _ tokens: [Token]) -> Bool {
        guard method.name == "application" || method.name == "scene", let start = TokenLookup.position(line: method.line, column: method.column, in: tokens) else { return false }
        var current = start
        // The labels of the signature, up to the body's brace.
        while current < tokens.count, current - start < 64, (tokens[current].line, tokens[current].column) < (method.bodyLine, method.bodyColumn) {
            if tokens[current].kind == .identifier, launchLabels.contains(tokens[current].text) { return true }
            current += 1
        }
        return false
    }

    private static let delegateProtocols = ["UIApplicationDelegate", "NSApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"]
    private static let launchMethods: Set<String> = ["applicationDidFinishLaunching", "applicationWillFinishLaunching"]
    private static let terminationMethods: Set<String> = ["applicationWillTerminate", "sceneDidDisconnect"]
    private static let launchLabels: Set<String> = ["didFinishLaunchingWithOptions", "willFinishLaunchingWithOptions", "willConnectTo"]

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
