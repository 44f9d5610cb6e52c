import GuardrailsCore

/// For `suite-named-by-behavior`: subjects whose shape says what one component they are, asked only of a suite's
/// subject once the cheaper exemptions have failed.
enum ComponentShapeSubjects {
    /// `final class AddImportRewriter: SyntaxRewriter`, `class RenameEntriesVisitor: EntryTreeVisitor`: a pass over a tree
    /// (a class whose supertype ends in `Visitor` or `Rewriter`) named for the edit it performs, its first word one of
    /// `editWords` and another word after it. Like a refactoring, its name is the behaviour its suite proves; a visitor
    /// named for what it visits (`ModelTreeVisitor`) is an implementation's name and stays reported.
    static func isEditPass(_ subject: String, _ production: [IndexedType], editWords: Set<String>, _ index: PackageIndex) -> Bool {
        let firstWord = subject.prefix(1) + subject.dropFirst().prefix { !$0.isUppercase }
        guard editWords.contains(String(firstWord)), firstWord.count < subject.count,
              !production.isEmpty, production.allSatisfy({ $0.kind == .class || $0.kind == .extension }) else { return false }
        return production.contains { declaration in
            declaration.kind == .class && declaration.inheritance.contains { supertype in passSuffixes.contains { supertype.hasSuffix($0) } }
        }
    }

    private static let passSuffixes = ["Visitor", "Rewriter"]

    /// `struct NoteArchiveStore { func upsert(_:in context: ModelContext) }` in a file importing SwiftData, its suite
    /// importing it too (building an in-memory container): a stateless persistence component (no stored property, no
    /// conformance) whose methods read and write through the context they are handed, proven against the store; so is a
    /// caseless enum of such static functions (`enum DraftPurger { static func purge(in: NSManagedObjectContext) }`). A type
    /// storing state, or adopting a protocol, is logic that happens to persist, and stays reported.
    static func isContextStore(_ production: [IndexedType], suiteImports: [ImportDecl], _ index: PackageIndex) -> Bool {
        guard suiteImports.contains(where: { persistenceModules.contains($0.module) }) else { return false }
        let declared = production.filter { $0.kind != .extension }
        return !declared.isEmpty && declared.allSatisfy { declaration in
            let stateless = switch declaration.kind {
            case .struct, .class: !declaration.hasStoredProperties
            // Plain cases would make it a value, not a namespace of store functions.
            case .enum: !declaration.isGeneric && !index.traits(of: declaration).contains(.declaresOnlyPlainCases)
            default: false
            }
            return stateless && declaration.inheritance.isEmpty
                && !index.imports(ofFile: declaration.path).isDisjoint(with: persistenceModules)
        }
    }

    private static let persistenceModules: Set<String> = ["SwiftData", "CoreData"]

    /// `class TomeSiteExternalCompendium: ExternalCompendium`: a concrete type implementing a package protocol, named with
    /// one of `words` (`External`, as a whole word): the adapter of an outside service behind the package's port, one
    /// component its suite proves. A type implementing no port (`struct ExternalLink`) is a value and stays reported.
    static func isExternalServiceAdapter(_ subject: String, _ production: [IndexedType], words: [String], _ index: PackageIndex) -> Bool {
        words.contains { word in
            subject.count > word.count && subject.ranges(of: word).contains { range in
                range.upperBound < subject.endIndex && subject[range.upperBound].isUppercase
                    && (range.lowerBound == subject.startIndex || subject[subject.index(before: range.lowerBound)].isLowercase)
            }
        } && SuiteSubjects.adoptsPackageProtocol(subject, production.filter { $0.kind != .extension }, index)
    }

    /// `class TokenService: TokenServicing { private let checker: AppCheckProviding }`, the package declaring
    /// `extension AppCheck: AppCheckProviding` beside it for an SDK type it does not declare: the class adapts that SDK behind
    /// the package's port, the seam its suite fills with a double; one component, proven alone. A stored protocol the package's
    /// own types adopt too is a collaborator's port, and one adopted in another file (`URLOpener`, shared by view models) a
    /// utility's seam: both stay reported.
    static func adaptsVendorSeam(_ production: [IndexedType], _ index: PackageIndex) -> Bool {
        SuiteSubjects.isPortAdapter(production, index) && production.contains { declaration in
            declaration.kind == .class && index.storedInstanceTypes(of: declaration).contains { stored in
                guard index.declarations(named: stored).contains(where: { $0.kind == .protocol && !$0.isTest }) else { return false }
                let conformers = index.conformers(of: stored).filter { !$0.isTest }
                return conformers.contains { $0.path == declaration.path }
                    && conformers.allSatisfy { $0.kind == .extension && index.declarations(named: $0.name).isEmpty }
            }
        }
    }
}
