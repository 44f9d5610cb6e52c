import GuardrailsCore
import GuardrailsRules

/// What `init` learns about one target from its files: what it imports and which architecture it is written in.
struct TargetSurvey {
    let target: PackageTarget
    /// Every module its files import.
    var imports: Set<String> = []
    /// Targets of the same package it imports or depends on, sorted.
    var packageDependencies: [String] = []
    /// Where the target shows each sign `init` reads (a file and a type), for the printed explanation.
    var uiFrameworkImport: String?
    var mainEntry: String?
    var observableModel: String?
    var environmentProperty: String?
    var observableObjectViewModel: String?
    var dependencyProvider: String?

    init(target: PackageTarget) {
        self.target = target
    }

    static let uiFrameworks: Set<String> = ["SwiftUI", "UIKit", "AppKit", "WatchKit", "TVUIKit"]
    /// Frameworks only an adapter needs; `FoundationNetworking` is not one, as on Linux it holds `URLRequest` itself.
    static let infrastructureFrameworks: Set<String> = ["CoreData", "SwiftData", "SQLite3", "GRDB", "RealmSwift", "CloudKit", "Network", "Alamofire"]

    /// Reads the signs from one parsed file of the target.
    mutating func read(_ model: SourceModel, path: String) {
        for declaration in model.imports {
            imports.insert(declaration.module)
            if uiFrameworkImport == nil, Self.uiFrameworks.contains(declaration.module) { uiFrameworkImport = "\(path) imports \(declaration.module)" }
        }
        for type in model.types where type.kind != .extension {
            if mainEntry == nil, type.attributes.contains("main") { mainEntry = "\(path): @main \(type.name)" }
            if observableModel == nil, type.attributes.contains("Observable") { observableModel = "\(path): @Observable \(type.name)" }
            if observableObjectViewModel == nil, type.name.hasSuffix("ViewModel"), type.inherits("ObservableObject") {
                observableObjectViewModel = "\(path): \(type.name): ObservableObject"
            }
            if dependencyProvider == nil, type.name.hasSuffix("DependencyProvider") || type.name.hasSuffix("DependencyContainer") {
                dependencyProvider = "\(path): \(type.name)"
            }
            if environmentProperty == nil, let member = type.members.first(where: { $0.attributes.contains("Environment") || $0.attributes.contains("Bindable") }) {
                environmentProperty = "\(path): \(type.name).\(member.name)"
            }
        }
        if mainEntry == nil, path.hasSuffix("/main.swift") { mainEntry = "\(path) is a main.swift" }
    }
}
