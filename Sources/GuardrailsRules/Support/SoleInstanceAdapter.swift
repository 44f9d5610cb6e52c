import GuardrailsCore

/// `MPRemoteCommandCenter.shared()` in `final class RemoteCommands: NSObject` storing the handlers it calls back (`var onPause:
/// (() -> Void)?`) and otherwise only plain values: the process's only instance of a system type (`soleSystemInstances`), which
/// nothing could replace, read by a class, struct or actor of the package that only adapts it. It holds no collaborator and
/// has no supertype but `NSObject` or the package's protocols, so its callers own it and inject it as they would any adapter; in
/// any layer, as `AdapterLayerSystemUse` accepts in an infrastructure one. A controller, a view model (a framework supertype),
/// a type storing an object of its own, or one storing no handler (`RouteBadge` answering the current route: a consumer of the
/// instance) stays reported.
enum SoleInstanceAdapter {
    private static let plainValues: Set<String> = [
        "String", "URL", "Int", "UInt", "Bool", "Double", "Float", "Data", "UUID", "Date", "TimeInterval", "Character",
    ]

    static func isAdapterUse(_ reference: Reference, of type: String, soleInstances: Set<String>, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard soleInstances.contains("\(type).\(reference.name)"), reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        var outer = Int(reference.enclosingType)
        while let parent = types[outer].parent { outer = parent }
        let name = types[outer].name
        let declarations = index.declarations(named: name)
        guard !declarations.isEmpty, declarations.allSatisfy({ $0.kind == .class || $0.kind == .struct || $0.kind == .actor || $0.kind == .extension }),
              declarations.contains(where: { $0.kind != .extension }),
              declarations.allSatisfy({ $0.inheritance.allSatisfy { isAdaptersSupertype($0, index) } }) else { return false }
        // Only the file's declarations show what is stored: one declared elsewhere may hold anything.
        guard declarations.allSatisfy({ $0.path == file.path }) else { return false }
        let stored = types.filter { $0.name == name && $0.parent == nil }.flatMap { declaration in
            declaration.members.filter { ($0.isStoredVar || $0.isLet) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        }
        // The handlers it calls back mark the adapter: one storing none only answers what it reads, a consumer of the instance.
        return stored.contains { $0.propertyType?.isFunction == true } && stored.allSatisfy { member in
            member.propertyType.map { $0.isFunction || plainValues.contains($0.name) } ?? false
        }
    }

    /// `NSObject`, for the Objective-C target-action and handler APIs such a center takes, or a protocol of the package.
    private static func isAdaptersSupertype(_ name: String, _ index: PackageIndex) -> Bool {
        name == "NSObject" || index.declarations(named: name).contains { $0.kind == .protocol }
    }
}
