import GuardrailsCore

/// A vended library's public protocols its users extend (strategies, `open` default hooks): extension points of its API,
/// not collaborators a double stands in for.
enum LibraryExtensionPoints {
    /// `public protocol ResponseEncoding` of a module a `.library` product vends that no program of the package drives,
    /// adopted by two or more production types (`extension JSONEncoder: ResponseEncoding` beside the package's form encoder): an
    /// extension point of the library, whose strategies are its conformers and its users' types, not a collaborator a double
    /// stands in for. Conformers are told apart by their name (and parent), so one type adopting it twice through refinements counts once.
    static func isVendedExtensionPoint(_ type: TypeDecl, module: String?, _ context: RuleContext, _ isDouble: (IndexedType) -> Bool) -> Bool {
        // Decided per module: a code generator or harness beside the library does not make it a program's engine.
        guard !context.flag("checkVendedProtocols"), VendedLibrary.isPublishedAPIOfModule(modifiers: type.modifiers, module: module, context) else { return false }
        // An example app's adopters are the library's users, counted only when linted: they do not make a seam an extension point.
        let conformers = context.index.conformersThroughRefinements(of: type.name).filter {
            $0.kind != .protocol && !isDouble($0) && !VendedLibrary.isInExampleApp($0, context)
        }
        return Set(conformers.map { ($0.parent.map { $0 + "." } ?? "") + $0.name }).count >= 2
    }

    /// `public protocol DurationFormatting { func format(_ time: TimeInterval) -> String? }` of a module a `.library` product
    /// vends, whose every production conformer is an `open class` of the package (`open class StandardDurationFormatter`): the
    /// library's users subclass the default or bring their own, so the protocol is a customization hook of its public API,
    /// whatever programs the package also builds. Only a hook of value transformations counts (every method synchronous and
    /// returning a value); a `final` or non-`open` default, or a method doing work without a result, keeps it a seam.
    /// A conformer in a module depending on the library (an example app's own formatter) is one of its users' types, the
    /// other strategy a hook is for, and does not count. A setter in method form of the protocol's own property
    /// (`setBandColor(_:)`, `resetBandColors()` beside `var bandColors`) writes the stored model, no work: a property. A
    /// refinement adding only properties (a chart series' styling over `Series`) takes its methods from its parents, judged
    /// on their own when production types adopt them directly or code names them (a parent only refinements reach leaves it judged here).
    static func isOpenDefaultHook(_ type: TypeDecl, module: String?, _ context: RuleContext) -> Bool {
        guard !context.flag("checkVendedProtocols"), type.modifiers.contains(where: { $0 == "public" || $0 == "open" }),
              let module, context.index.package.vendedModules.contains(module) else { return false }
        let properties = type.members.filter { $0.kind == .variable }.map(\.name)
        let methods = type.members.filter { $0.kind == .function && !Self.isPropertySetter($0, of: properties) }
        guard methods.allSatisfy({ !$0.isAsync && $0.declaresResult }),
              !methods.isEmpty || Self.inheritsJudgedMethods(type, context.index) else { return false }
        let conformers = context.index.conformers(of: type.name).filter { conformer in
            !conformer.isTest && conformer.kind != .protocol && !Self.isLibraryUser(conformer.module, of: module, context)
        }
        return !conformers.isEmpty && conformers.allSatisfy { $0.kind == .class && $0.modifiers.contains("open") }
    }

    /// `func setBandColor(_ color: String)` or `func resetBandColors()` beside `var bandColors` of the same protocol: `set` or
    /// `reset` then a property's name (or its singular), synchronous.
    private static func isPropertySetter(_ method: MemberDecl, of properties: [String]) -> Bool {
        guard !method.isAsync, !properties.isEmpty else { return false }
        for verb in ["set", "reset"] where method.name.hasPrefix(verb) {
            let stem = method.name.dropFirst(verb.count)
            guard let first = stem.first, first.isUppercase else { continue }
            let property = first.lowercased() + stem.dropFirst()
            return properties.contains { $0.hasPrefix(property) }
        }
        return false
    }

    /// Every protocol of the package the refinement refines is judged itself: a production type adopts it directly or code
    /// names it as a type. A parent only refinements reach (`isRefinedOnly`) leaves its methods to them.
    private static func inheritsJudgedMethods(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        let parents = type.inheritance.map(\.name).filter { index.declarations(named: $0).contains { $0.kind == .protocol } }
        return !parents.isEmpty && parents.allSatisfy { parent in
            index.isUsedAsType(parent) || index.conformers(of: parent).contains { !$0.isTest && $0.kind != .protocol }
        }
    }

    /// A module other than the library's that depends on it (or an example app of the package): one of its users.
    private static func isLibraryUser(_ module: String?, of library: String, _ context: RuleContext) -> Bool {
        guard let module, module != library else { return false }
        return VendedLibrary.isExampleAppModule(module, context) || context.index.dependsOn(module, library) == true
    }
}
