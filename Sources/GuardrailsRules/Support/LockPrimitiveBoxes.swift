import GuardrailsCore

/// `final class Guarded<Value>` keeping a lock (or atomic storage) and the private value it guards, in a package whose
/// `platforms` predate the Synchronization module's `Mutex` and `Atomic`: a synchronous lock box that no value type,
/// actor or `@MainActor` can express, so `unchecked Sendable` is the only way to state what the lock ensures. It counts
/// only where the guarded value can itself only be `Sendable`: a conformance conditional on it (`where Value: Sendable`)
/// or generic parameters that are all constrained (`<T: AtomicPrimitive>`); an unconditional claim for every `Value`
/// would let a non-Sendable value cross threads.
enum LockPrimitiveBoxes {
    static func isSoundBox(_ type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        guard !file.source.isEmpty, let box = candidate(named: type.name, in: file, index) else { return false }
        let conditional = type.kind == .extension && declarationText(line: type.line, in: file.source).contains("Sendable where")
        return conditional || allParametersSendable(declarationText(line: box.line, in: file.source), index)
    }

    private static func candidate(named name: String, in file: LintFile, _ index: PackageIndex) -> TypeDecl? {
        // A test helper can be awaited as an actor; the box is a shim only where synchronous callers need it.
        guard !file.isTestCode, predatesSynchronization(index.package.platforms),
              let box = file.model.types.first(where: { $0.kind == .class && $0.name == name }),
              box.isGeneric, box.modifiers.contains("final"), holdsOnlyGuardedState(box) else { return nil }
        return box
    }

    /// At least one stored lock or atomic storage, and every other stored instance property private to the box.
    private static func holdsOnlyGuardedState(_ box: TypeDecl) -> Bool {
        let stored = box.members.filter { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        let isGuard = { (member: MemberDecl) in member.isLet && member.propertyType.map { isLockType($0.name) } == true }
        return stored.contains(where: isGuard) && stored.allSatisfy { isGuard($0) || $0.modifiers.contains("private") || $0.modifiers.contains("fileprivate") }
    }

    private static func isLockType(_ name: String) -> Bool {
        name.hasSuffix("Lock") || name.hasSuffix("Mutex") || name == "UnsafeMutablePointer" || name == "os_unfair_lock_t" || name == "pthread_mutex_t"
    }

    /// The first releases shipping Synchronization; a declared platform below its own (or one without it) predates it.
    private static let synchronizationMinimums: [String: [Int]] = ["iOS": [18], "macOS": [15], "tvOS": [18], "watchOS": [11], "macCatalyst": [18], "visionOS": [2]]

    private static func predatesSynchronization(_ platforms: [PlatformMinimum]) -> Bool {
        platforms.contains { declared in synchronizationMinimums[declared.platform].map { !declared.isAtLeast($0) } ?? false }
    }

    /// `<T: AtomicPrimitive>`, `<Key: Hashable & Sendable>`: each parameter in the declaration's angle brackets is constrained
    /// to `Sendable`, a protocol refining it, or a package protocol adopted only by values (`extension Int32: AtomicPrimitive`,
    /// `enum Phase: Int8, AtomicPrimitive`). `<Delivery: AnyObject>` admits any class, Sendable or not.
    private static func allParametersSendable(_ text: String, _ index: PackageIndex) -> Bool {
        guard let open = text.firstIndex(of: "<"), let close = text[open...].firstIndex(of: ">") else { return false }
        let parameters = text[text.index(after: open)..<close].split(separator: ",")
        return !parameters.isEmpty && parameters.allSatisfy { parameter in
            guard let colon = parameter.firstIndex(of: ":") else { return false }
            let constraints = parameter[parameter.index(after: colon)...].split(separator: "&").map { String($0.filter { !$0.isWhitespace }) }
            return constraints.contains { isSendableConstraint($0, index) }
        }
    }

    private static func isSendableConstraint(_ name: String, _ index: PackageIndex) -> Bool {
        name == "Sendable" || index.supertypes(of: name).contains("Sendable") || isAdoptedOnlyByValues(name, index, depth: 0)
    }

    /// A package protocol whose adopters, also through protocols refining it (`AtomicNumber: AtomicWord`), are values.
    private static func isAdoptedOnlyByValues(_ name: String, _ index: PackageIndex, depth: Int) -> Bool {
        guard depth < 3, index.declarations(named: name).contains(where: { $0.kind == .protocol }) else { return false }
        let conformers = index.conformers(of: name)
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            switch conformer.kind {
            case .struct, .enum: true
            case .protocol: isAdoptedOnlyByValues(conformer.name, index, depth: depth + 1)
            case .extension: !index.declarations(named: conformer.name).contains { $0.kind.isReferenceType }
            default: false
            }
        }
    }

    /// The declaration from its line up to the `{` opening its body (or a few lines), as written.
    private static func declarationText(line: Int, in source: [UInt8]) -> String {
        var currentLine = 1
        var start = 0
        while start < source.count, currentLine < line {
            if source[start] == UInt8(ascii: "\n") { currentLine += 1 }
            start += 1
        }
        var end = start
        var lines = 0
        while end < source.count, source[end] != UInt8(ascii: "{"), lines < 4 {
            if source[end] == UInt8(ascii: "\n") { lines += 1 }
            end += 1
        }
        return String(decoding: source[start..<end], as: UTF8.self)
    }
}
