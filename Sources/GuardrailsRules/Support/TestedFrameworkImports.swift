import GuardrailsCore

/// A test file's framework imports judged by the modules it tests: the API under test takes the framework's types,
/// or the test only uses a non-UI part of it as an oracle.
enum TestedFrameworkImports {
    /// The package modules a test file imports; for a helper importing none (`extension UIWindow { static func mock() }`),
    /// those its target depends on or its other files import: the helper serves their tests.
    static func testedModules(of file: LintFile, _ index: PackageIndex) -> Set<String> {
        let isTested = { (module: String) in index.modules.contains(module) && module != file.module }
        let imported = Set(file.model.imports.map(\.module).filter(isTested))
        guard imported.isEmpty, let module = file.module else { return imported }
        let declared = index.package.target(named: module)?.dependencies?.map(\.name) ?? []
        return Set(declared.filter(isTested)).union(index.imports(of: module).filter(isTested))
    }

    /// A test of a module whose API takes UIKit (or AppKit) controllers building a `UIHostingController` (`NSHostingController`)
    /// around a SwiftUI view: the hosting controller is a controller of the tested API's framework, the test's input.
    static func buildsHostingControllerInput(_ file: LintFile, _ tested: Set<String>, _ index: PackageIndex) -> Bool {
        let hosts = ["UIHostingController": "UIKit", "NSHostingController": "AppKit"]
        return file.model.references.contains { reference in
            guard let framework = hosts[reference.name] else { return false }
            return tested.contains { index.imports(of: $0).contains(framework) || framework == "AppKit" && index.imports(of: $0).contains("Cocoa") }
        }
    }

    /// `imports` with `Cocoa` and `AppKit` standing for each other: `import Cocoa` brings AppKit in, so a test importing one
    /// for a module importing the other uses the same framework as its subject.
    static func withCocoaFamily(_ imports: Set<String>) -> Set<String> {
        imports.isDisjoint(with: ["Cocoa", "AppKit"]) ? imports : imports.union(["Cocoa", "AppKit"])
    }

    /// A test's import of a framework's non-UI part: a change-stream framework (`adapterFrameworks`) or one type
    /// that is no UI element (`import AppKit.NSTextStorage`), used to check a value type against the framework.
    static func isOracleImport(_ declaration: ImportDecl, _ context: RuleContext) -> Bool {
        if context.strings("adapterFrameworks").contains(declaration.module) { return true }
        guard let type = declaration.path.split(separator: ".").dropFirst().last else { return false }
        return !PlatformFrameworkNames.uiElementSuffixes.contains { type.hasSuffix($0) }
    }
}
