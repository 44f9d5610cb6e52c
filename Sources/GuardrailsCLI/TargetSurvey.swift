import GuardrailsCore
import GuardrailsRules

/// What `init` learns about one target from its files: what it imports and which architecture it is written in.
struct TargetSurvey {
    let target: PackageTarget
    /// Every module its files import.
    var imports: Set<String> = []
    /// Targets of the same package, or of the local packages listed with it, it imports or depends on, sorted.
    var packageDependencies: [String] = []
    /// Targets of the same package its manifest entry names, in the manifest's order (the linter's subject lookup).
    var declaredDependencies: [String] = []
    /// A product vends it, or an executable links it: production code whatever its name says.
    var isShipped = false
    /// Swift files the target compiles: a folder with none is no module (`fastlane/`, an empty submodule).
    var swiftFileCount = 0
    /// Files that import a UI framework and declare a view or view controller: UI code, not a lifecycle hook.
    var uiFileCount = 0
    /// Files that import a UI framework and name its types (`UIColor`, `extension UIFont`): code written against it.
    var uiTypeFileCount = 0
    /// Files that import a test framework: test code in a folder not named as tests.
    var testFileCount = 0
    /// Counts behind the profile: SwiftUI views against view controllers, `@Observable` models against `ObservableObject`s.
    var swiftUIViewCount = 0
    var viewControllerCount = 0
    var observableModelCount = 0
    /// Classes and protocols it declares with what they inherit, so `ObservableObject`s reached through the
    /// package's own base classes and protocols count (`class SettingsModel: BaseStateModel`).
    var inheritance: [String: [String]] = [:]
    var classNames: [String] = []
    /// The Xcode project named like the target's folder (`Notes/` beside `Notes.xcodeproj`): the app's own folder.
    var appProject: String?
    /// Where the target shows each sign `init` reads (a file and a type), for the printed explanation.
    /// The first file importing a UI framework that declares a view or view controller.
    var uiFrameworkImport: String?
    /// The first file importing a UI framework that names one of its types, and the type.
    var uiTypeUse: String?
    var testFrameworkImport: String?
    var ioUse: String?
    var mainEntry: String?
    var observableModel: String?
    var environmentProperty: String?
    var observableObjectViewModel: String?
    var dependencyProvider: String?

    init(target: PackageTarget) {
        self.target = target
    }

    static let uiFrameworks: Set<String> = ["SwiftUI", "UIKit", "AppKit", "WatchKit", "TVUIKit"]
    static let testFrameworks: Set<String> = ["XCTest", "Testing"]
    /// Frameworks only an adapter needs; `FoundationNetworking` is not one, as on Linux it holds `URLRequest` itself.
    static let infrastructureFrameworks: Set<String> = [
        "CoreData", "SwiftData", "SQLite3", "SQLite", "GRDB", "RealmSwift", "CloudKit", "Network", "Alamofire", "Moya",
        "AsyncHTTPClient", "OpenAPIRuntime", "OpenAPIURLSession", "Fluent", "FluentKit", "SQLKit", "PostgresNIO", "MySQLNIO",
        "RediStack", "MongoKitten", "KeychainAccess", "FirebaseFirestore", "FirebaseDatabase", "JWTKit",
    ]
    /// Module prefixes of SDKs that talk to a service (`SotoSNS`, `SotoS3`).
    static let infrastructureFrameworkPrefixes = ["Soto", "AWS"]
    /// Names whose use is I/O: a network session, a Core Data stack, SQLite's C API, the keychain.
    static let ioNames: Set<String> = [
        "URLSession", "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSManagedObjectContext", "ModelContainer",
        "sqlite3_open", "sqlite3_open_v2", "SecItemAdd", "SecItemCopyMatching", "HMAC",
    ]
    /// Superclasses and protocols that make a type a view or view controller.
    static let viewSupertypes: Set<String> = [
        "View", "UIView", "NSView", "UIViewController", "NSViewController", "UITableViewController", "UICollectionViewController",
        "UINavigationController", "UITabBarController", "UIPageViewController", "UITableViewCell", "UICollectionViewCell",
        "NSWindowController", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "WKInterfaceController",
    ]
    /// How the names of UIKit and AppKit views and controls end (`UILabel`, `UIButton`, `UISegmentedControl`,
    /// `NSTextField`): a subclass of one is a view, like one of `UIView`.
    static let frameworkViewSuffixes = ["View", "Cell", "Label", "Button", "Control", "Field", "Switch", "Slider", "Stepper", "Bar", "Picker"]
    /// UIKit types an app's lifecycle or device information names (`UIApplication.didBecomeActiveNotification`):
    /// no sign of code written against the UI framework.
    static let lifecycleTypePrefixes = ["UIApplication", "UIDevice", "UIScreen", "UIBackgroundTask", "UIScene"]
    /// SwiftUI's and AppKit's drawing values (a design system's tokens), beside every `UI…` type of UIKit.
    static let uiValueTypes: Set<String> = ["Color", "Font", "Image", "NSColor", "NSFont", "NSImage"]

    static func isFrameworkView(_ name: String) -> Bool {
        (name.hasPrefix("UI") || name.hasPrefix("NS")) && frameworkViewSuffixes.contains(where: name.hasSuffix)
    }

    /// A UIKit type (`UI` and a capital) other than the lifecycle's, or a drawing value of SwiftUI or AppKit.
    static func isUIFrameworkType(_ name: String) -> Bool {
        if uiValueTypes.contains(name) { return true }
        let characters = Array(name.prefix(3))
        return characters.count == 3 && characters[0] == "U" && characters[1] == "I" && characters[2].isUppercase
            && !lifecycleTypePrefixes.contains(where: name.hasPrefix)
    }

    /// The first UI framework type the file names: extended, inherited, stored or referred to.
    static func uiFrameworkTypeNamed(in model: SourceModel) -> String? {
        for type in model.types {
            if type.kind == .extension, isUIFrameworkType(type.name) { return type.name }
            if let inherited = type.inheritance.first(where: { isUIFrameworkType($0.name) }) { return inherited.name }
            if let stored = type.members.lazy.compactMap({ $0.propertyType?.name }).first(where: isUIFrameworkType) { return stored }
        }
        return model.references.lazy.flatMap { [$0.base, $0.name].compactMap { $0 } }.first(where: isUIFrameworkType)
    }

    static let viewControllerSupertypes: Set<String> = [
        "UIViewController", "NSViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "WKInterfaceController",
    ]
    /// Attributes that mark an entry point: `@main`, and the UIKit/AppKit delegates' older spellings.
    static let entryAttributes = ["main", "UIApplicationMain", "NSApplicationMain"]

    /// Reads the signs from one parsed file of the target.
    mutating func read(_ model: SourceModel, path: String) {
        swiftFileCount += 1
        var importedUI: String?
        for declaration in model.imports {
            imports.insert(declaration.module)
            if importedUI == nil, Self.uiFrameworks.contains(declaration.module) { importedUI = declaration.module }
            let prefixed = Self.infrastructureFrameworkPrefixes.contains { declaration.module.hasPrefix($0) && declaration.module.count > $0.count }
            if ioUse == nil, Self.infrastructureFrameworks.contains(declaration.module) || prefixed { ioUse = "imports \(declaration.module)" }
        }
        if let test = model.imports.first(where: { Self.testFrameworks.contains($0.module) }) {
            testFileCount += 1
            if testFrameworkImport == nil { testFrameworkImport = "\(path) imports \(test.module)" }
        }
        var declaresView = false
        for type in model.types where type.kind != .extension {
            let supertypes = Set(type.inheritance.map(\.name))
            if !supertypes.isDisjoint(with: Self.viewSupertypes) || supertypes.contains(where: Self.isFrameworkView) || type.name.hasSuffix("ViewController") {
                declaresView = true
            }
            if supertypes.contains("View") { swiftUIViewCount += 1 }
            if !supertypes.isDisjoint(with: Self.viewControllerSupertypes) || type.kind == .class && type.name.hasSuffix("ViewController") { viewControllerCount += 1 }
            if type.kind == .class || type.kind == .protocol {
                inheritance[type.name, default: []] += type.inheritance.map(\.name)
                if type.kind == .class { classNames.append(type.name) }
            }
            if mainEntry == nil, let entry = Self.entryAttributes.first(where: type.attributes.contains) { mainEntry = "\(path): @\(entry) \(type.name)" }
            if type.attributes.contains("Observable") {
                observableModelCount += 1
                if observableModel == nil { observableModel = "\(path): @Observable \(type.name)" }
            }
            if observableObjectViewModel == nil, type.name.hasSuffix("ViewModel"), type.inherits("ObservableObject") {
                observableObjectViewModel = "\(path): \(type.name): ObservableObject"
            }
            if dependencyProvider == nil, type.name.hasSuffix("DependencyProvider") || type.name.hasSuffix("DependencyContainer") {
                dependencyProvider = "\(path): \(type.name)"
            }
            // A type holding a session, a Core Data context or container does its I/O through it (`urlSession.data(for:)`).
            if ioUse == nil, let held = type.members.first(where: { $0.kind == .variable && $0.propertyType.map { Self.ioNames.contains($0.name) } ?? false }) {
                ioUse = "\(path): \(type.name).\(held.name) holds a \(held.propertyType?.name ?? "")"
            }
            if environmentProperty == nil, let member = type.members.first(where: { $0.attributes.contains("Environment") || $0.attributes.contains("Bindable") }) {
                environmentProperty = "\(path): \(type.name).\(member.name)"
            }
        }
        if let importedUI, declaresView {
            uiFileCount += 1
            if uiFrameworkImport == nil { uiFrameworkImport = "\(path) imports \(importedUI)" }
        }
        if importedUI != nil, let named = Self.uiFrameworkTypeNamed(in: model) {
            uiTypeFileCount += 1
            if uiTypeUse == nil { uiTypeUse = "\(path) names \(named)" }
        }
        // Built or reached (`URLSession(configuration:)`, `URLSession.shared`, `sqlite3_open(…)`), not merely named
        // in a signature: an SDK's configuration may hand a session over without doing I/O itself.
        if ioUse == nil, let use = model.references.first(where: { reference in
            !reference.isInPreview && (reference.base.map(Self.ioNames.contains) ?? false || Self.ioNames.contains(reference.name) && reference.hasArguments)
        }) {
            ioUse = "\(path) uses \(use.base ?? use.name)"
        }
        if mainEntry == nil, path.hasSuffix("/main.swift") { mainEntry = "\(path) is a main.swift" }
    }

    /// UI code: views or view controllers in a third of its files or more. One file importing UIKit for the app's
    /// lifecycle (`#if canImport(UIKit)`) does not make a module UI.
    var isUI: Bool { uiFileCount > 0 && uiFileCount * 3 >= swiftFileCount }

    /// Code written against a UI framework: a third of its files or more import one and name its types (a design
    /// system's colour and font tokens, `extension UIColor`), whether or not they declare views.
    var isWrittenAgainstUI: Bool { uiTypeFileCount > 0 && uiTypeFileCount * 3 >= swiftFileCount }

    /// Test code in a target the build sees as production: most of its files import XCTest or Testing.
    var isTestCode: Bool { testFileCount > 0 && testFileCount * 2 >= swiftFileCount }
}
