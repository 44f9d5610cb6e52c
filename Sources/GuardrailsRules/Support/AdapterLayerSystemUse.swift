import GuardrailsCore

/// An `infrastructure` layer is where the system is adapted, so a system facility used there is the adapter's own I/O:
/// `FileManager.default` in a type holding no collaborator (no stored class, actor or protocol of the package but a delegate,
/// no other module's type but a framework handle: a disk cache, a format converter keeping a lock, a log closure and
/// `AVAssetReader`s besides its URLs), and
/// the process's only instance of a system type (`soleSystemInstances`: `AVAudioSession.sharedInstance().currentRoute`),
/// which no other instance could replace. A type holding a package collaborator stays reported, unless the call only keeps
/// house at paths starting at the type's own state (a recorder deleting its own recording file); so does the same use in another layer.
enum AdapterLayerSystemUse {
    private static let fileManagers: Set<String> = ["FileManager", "NSFileManager"]

    static func isAdapterUse(_ reference: Reference, of type: String, soleInstances: Set<String>, _ file: LintFile, _ index: PackageIndex) -> Bool {
        guard file.layerKind == "infrastructure" else { return false }
        if soleInstances.contains("\(type).\(reference.name)") { return true }
        guard fileManagers.contains(type) else { return false }
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        // The outermost type the read sits in, through its extensions to the declaration.
        var position = Int(reference.enclosingType)
        while let parent = types[position].parent { position = parent }
        // A type of the package: an extension of `FileManager` reaching `.default` ignores the instance it is called on.
        let name = types[position].name
        guard index.declarations(named: name).contains(where: { $0.kind == .class || $0.kind == .struct || $0.kind == .actor }) else { return false }
        return !holdsPackageService(name, index) || actsOnOwnPaths(reference, file, index)
    }

    /// Calls keeping house for files rather than reading or writing their contents.
    private static let housekeeping: Set<String> = ["removeItem", "moveItem", "copyItem", "linkItem", "trashItem", "createDirectory", "createFile", "fileExists"]

    /// `try FileManager.default.removeItem(atPath: file.url.path)` where `file` is the type's own recording, directly or
    /// through a local bound to the manager: every call keeps house (removes, moves, creates or checks for a file) at paths
    /// starting at the type's state (its members, its own statics), so tests redirect the files by configuring the type,
    /// whatever collaborators it holds besides. Reading contents there (`contents(atPath: path)` beside a decoder it holds) stays reported.
    private static func actsOnOwnPaths(_ reference: Reference, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let tokens = file.tokens
        let provenance = PathProvenance(reference, file, index)
        guard let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens) else { return false }
        let receivers: [Int]
        if position + 3 < tokens.count, tokens[position + 1].text == "." {
            receivers = [position]
        } else {
            guard let uses = LocalBindingUses.receivers(boundAt: position, in: tokens), !uses.isEmpty else { return false }
            receivers = uses
        }
        return receivers.allSatisfy { receiver in
            guard receiver + 3 < tokens.count, tokens[receiver + 1].text == ".", housekeeping.contains(tokens[receiver + 2].text),
                  tokens[receiver + 3].text == "(" else { return false }
            let paths = PathProvenance.argumentValues(callOpeningAt: receiver + 3, in: tokens).filter { !PathProvenance.isOption(at: $0, in: tokens) }
            return !paths.isEmpty && paths.allSatisfy { provenance.isOwn(expressionAt: $0) }
        }
    }

    /// Whether a declaration of `name` stores a class, actor or non-delegate protocol the package declares.
    private static func holdsPackageService(_ name: String, _ index: PackageIndex) -> Bool {
        for declaration in index.declarations(named: name) where declaration.kind == .class || declaration.kind == .actor || declaration.kind == .struct {
            let stored = declaration.kind == .class ? index.storedInstanceTypes(of: declaration) : index.body(of: declaration)?.storedProperties.map(\.type) ?? []
            for type in stored where type != name && isService(type, index) { return true }
        }
        return false
    }

    /// A class, actor or non-delegate protocol of the package, or a type of another module that is no framework handle
    /// (`AVAssetReader`, `NSLock`, `DispatchQueue`: a prefixed or Foundation name) nor a generic parameter: a collaborator.
    private static func isService(_ type: String, _ index: PackageIndex) -> Bool {
        let declarations = index.declarations(named: type) + index.nestedDeclarations(named: type)
        guard !declarations.isEmpty else { return !isFrameworkHandle(type) }
        return declarations.contains { declaration in
            switch declaration.kind {
            case .class, .actor: true
            case .protocol: !type.hasSuffix("Delegate") && !type.hasSuffix("DataSource")
            default: false
            }
        }
    }

    private static let foundationHandles: Set<String> = [
        "DispatchQueue", "DispatchSemaphore", "DispatchGroup", "DispatchWorkItem", "DispatchSourceTimer", "FileHandle", "OperationQueue",
        "Timer", "Thread", "Bool", "Int", "UInt", "Int64", "UInt32", "UInt64", "Double", "Float", "String", "URL", "Data", "Date", "UUID",
        "TimeInterval", "Array", "Dictionary", "Set", "Optional", "Character", "Substring", "FilePath",
    ]

    /// `AVAudioFile`, `NSLock`, `CFRunLoop`: two capitals before a capitalised word, as Apple's frameworks prefix their types.
    private static func isFrameworkHandle(_ name: String) -> Bool {
        if foundationHandles.contains(name) || name.count <= 1 { return true }
        let letters = Array(name)
        let capitals = letters.prefix { $0.isUppercase }.count
        return capitals >= 3 && letters.count > capitals && letters[capitals].isLowercase
    }
}
