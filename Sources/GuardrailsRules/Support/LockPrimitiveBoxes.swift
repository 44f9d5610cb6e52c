import GuardrailsCore

/// `final class Guarded<Value>` keeping a lock (or atomic storage) and the private value it guards, in a package whose
/// `platforms` predate the Synchronization module's `Mutex` and `Atomic` (or that declares none): a synchronous lock box that no value type,
/// actor or `@MainActor` can express, so `unchecked Sendable` is the only way to state what the lock ensures. It counts
/// only where the guarded value can itself only be `Sendable`: a conformance conditional on it (`where Value: Sendable`)
/// or generic parameters that are all constrained (`<T: AtomicPrimitive>`); an unconditional claim for every `Value`
/// would let a non-Sendable value cross threads, unless the `final` class offers its own locking API (`withLock`, or `lock()` and
/// `unlock()`), the only way to its private value, as Synchronization's `Mutex` is `Sendable` for every value. The box may be a struct whose stored properties are all `let`s of a lock
/// storage (`struct LockedValueBox<Value> { let storage: LockStorage<Value> }` over a `ManagedBuffer` subclass holding the
/// value and the lock), or a struct named as a lock (`struct Mutex<Value: ~Copyable>`, a back-port) keeping its lock and a private
/// `final` cell class of its own for the value, reached through its `withLock`. The lock itself (`final class UnfairLock { var lock = os_unfair_lock() }`, `struct Lock` over such a
/// storage of `Void`), storing only lock state and offering `lock()`/`unlock()` or `withLock`, guards no value of its own:
/// nothing but the lock can cross threads through it.
enum LockPrimitiveBoxes {
    static func isSoundBox(_ type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        // Test code too: a recorder of callbacks from other threads, read synchronously by the test, is the same box.
        guard !file.source.isEmpty, predatesSynchronization(index.package) else { return false }
        if isLockPrimitive(named: type.name, in: file, index) || ReaderWriterLockPrimitives.isLock(named: type.name, in: file) { return true }
        if SingleValueLockBoxes.isSoundBox(named: type.name, in: file, index) || isNonCopyableSendingBox(named: type.name, in: file) { return true }
        guard let box = candidate(named: type.name, in: file, index) else { return false }
        // `extension Guarded: unchecked Sendable where Value: Sendable`, or the same `where` on the box's own declaration.
        let conditional = [type.line, box.line].contains { isConditionalOnSendable(declarationText(line: $0, in: file.source)) }
        if conditional || allParametersSendable(declarationText(line: box.line, in: file.source), index) || guardsOnlySendableHandles(box) { return true }
        // A `final class` cell whose value is reached only through its own locking API (`withLock`, or `lock()` and `unlock()`),
        // claimed for every value as Synchronization's `Mutex` is: the lock is what the claim states.
        let members = Set(file.model.types.filter { $0.name == box.name && ($0.kind == .extension || $0.line == box.line) }.flatMap { $0.members.map(\.name) })
        // A struct named as a lock (`struct Mutex<Value: ~Copyable>`, a back-port of Synchronization's) keeping its lock and a
        // private cell class of its own for the value (`holdsOnlyGuardedState`) is that same cell, shared by its copies.
        return (box.kind == .class || isLockType(box.name)) && locks(members)
    }

    /// `struct Handoff<Value>: ~Copyable { let box: LockedValueBox<Value?>; init(_ value: sending Value) }`: a non-copyable
    /// struct keeping only a lock box, whose every initializer takes its arguments `sending`, is Synchronization's `Mutex`
    /// written by hand (`Mutex` is `Sendable` whatever it holds on exactly that contract): a value entering it is cut off from
    /// its sender's region, and the one copy of the struct is the only way to it.
    private static func isNonCopyableSendingBox(named name: String, in file: LintFile) -> Bool {
        guard let box = file.model.types.first(where: { $0.kind == .struct && $0.name == name }), box.isGeneric,
              declarationText(line: box.line, in: file.source).contains("~Copyable") else { return false }
        let stored = storedInstanceProperties(of: box)
        let initializers = box.members.filter { $0.kind == .initializer }
        guard !stored.isEmpty, !initializers.isEmpty, stored.allSatisfy({ member in
            member.isLet && member.propertyType.map { isLockType($0.name) || $0.name.contains("Locked") } == true
        }) else { return false }
        return initializers.allSatisfy { takesOnlySending($0, file.tokens) }
    }

    /// `init(_ value: sending Value)`: every parameter of the initializer's clause is `sending` (at least one).
    private static func takesOnlySending(_ initializer: MemberDecl, _ tokens: [Token]) -> Bool {
        guard let keyword = TokenLookup.position(line: initializer.line, column: initializer.column, in: tokens),
              let open = tokens[keyword...].prefix(8).firstIndex(where: { $0.kind == .punctuation && $0.text == "(" }) else { return false }
        var depth = 0
        var sending = false
        var hasParameter = false
        for position in open..<min(tokens.count, open + 200) {
            let token = tokens[position]
            if token.kind == .punctuation, token.text == "(" || token.text == "[" {
                depth += 1
                if depth == 1 { continue }
            }
            if token.kind == .punctuation, token.text == ")" || token.text == "]" {
                depth -= 1
                if depth == 0 { return hasParameter && sending }
            }
            if depth == 1, token.text == "," {
                guard sending else { return false }
                sending = false
                continue
            }
            hasParameter = true
            if depth == 1, token.text == "sending" { sending = true }
        }
        return false
    }

    /// `private var continuation: CheckedContinuation<Value, Error>?` beside the lock: the guarded value is a handle the standard
    /// library declares `Sendable` whatever its generic arguments, so the box's `Value` never crosses threads through it.
    private static func guardsOnlySendableHandles(_ box: TypeDecl) -> Bool {
        let guarded = storedInstanceProperties(of: box).filter { member in member.propertyType.map { !isLockType($0.name) } ?? true }
        return !guarded.isEmpty && guarded.allSatisfy { member in member.propertyType.map { sendableHandles.contains($0.name) } == true }
    }

    /// Standard library types `Sendable` for any generic arguments: a continuation resumes its awaiting task from any thread.
    private static let sendableHandles: Set<String> = ["CheckedContinuation", "UnsafeContinuation"]

    private static func isConditionalOnSendable(_ text: String) -> Bool {
        guard let clause = text.range(of: " where ") else { return false }
        return text[..<clause.lowerBound].contains("Sendable") && text[clause.upperBound...].contains("Sendable")
    }

    private static func candidate(named name: String, in file: LintFile, _ index: PackageIndex) -> TypeDecl? {
        guard let offset = file.model.types.firstIndex(where: { ($0.kind == .class || $0.kind == .struct) && $0.name == name }) else { return nil }
        let box = file.model.types[offset]
        let lockCells = box.kind == .struct && isLockType(box.name) ? ownLockingCells(file.model.types) : []
        guard box.isGeneric, box.kind == .struct || box.modifiers.contains("final"),
              holdsOnlyGuardedState(box, file.tokens, index, cells: ownCells(of: offset, box, file.model.types), lockCells: lockCells) else { return nil }
        return box
    }

    /// `private final class Box { var value: Value }` nested in a struct named as a lock (`struct Mutex<Value>`) that locks: the
    /// cell its value lives in, reached only through the struct's locking API. Asked only of a candidate box.
    private static func ownCells(of offset: Int, _ box: TypeDecl, _ types: [TypeDecl]) -> Set<String> {
        guard box.kind == .struct, isLockType(box.name) else { return [] }
        return Set(types.filter { $0.parent == offset && $0.kind == .class && $0.modifiers.contains("final") && $0.isFilePrivate }.map(\.name))
    }

    /// `final class Storage<Value> { private let handle: UnsafeMutablePointer<pthread_mutex_t>; var value: Value; func lock() … }`
    /// of the file: the lock storage of a struct named as a lock (a `Mutex` back-port), keeping the platform lock beside the value
    /// as a `ManagedBuffer` lock storage does. Asked only of a candidate box so named.
    private static func ownLockingCells(_ types: [TypeDecl]) -> Set<String> {
        Set(types.filter { cell in
            cell.kind == .class && cell.modifiers.contains("final") && locks(Set(cell.members.map(\.name)))
                && storedInstanceProperties(of: cell).contains { $0.propertyType.map { isLockType($0.name) } == true }
        }.map(\.name))
    }

    /// At least one stored lock or atomic storage, and every other stored instance property private to the box; a struct
    /// stores nothing else (its value sits in the lock storage, which copies share). A class's lock may be a `private var`
    /// (`private var lock = NSLock()`) the file never assigns again: the same lock as a `let`.
    private static func holdsOnlyGuardedState(
        _ box: TypeDecl, _ tokens: [Token], _ index: PackageIndex, cells: Set<String> = [], lockCells: Set<String> = []
    ) -> Bool {
        let stored = storedInstanceProperties(of: box)
        let isLock = { (member: MemberDecl) in
            member.propertyType.map { isLockType($0.name) || lockCells.contains($0.name) || isLockStorage($0.name, index) } == true
        }
        let isGuard = { (member: MemberDecl) in member.isLet && isLock(member) }
        let isCell = { (member: MemberDecl) in
            member.isLet && member.propertyType.map { cells.contains($0.name) } == true && member.modifiers.contains { $0 == "private" || $0 == "fileprivate" }
        }
        // `let buffer: ManagedBuffer<Value, os_unfair_lock>` of a struct that locks (`withLock`): a `Mutex` back-port keeping the
        // value as the buffer's header and the platform lock as its element, reached only through its own locking API.
        let locksOwnBuffer = { (member: MemberDecl) in
            member.isLet && member.propertyType?.name == "ManagedBuffer" && locks(Set(box.members.map(\.name)))
        }
        guard box.kind == .class else {
            return !stored.isEmpty && stored.allSatisfy { isGuard($0) || locksOwnBuffer($0) || isCell($0) } && stored.contains { !isCell($0) }
        }
        let isPrivate = { (member: MemberDecl) in member.modifiers.contains("private") || member.modifiers.contains("fileprivate") }
        let hasLock = stored.contains(where: isGuard)
            || stored.contains { $0.isStoredVar && isPrivate($0) && isLock($0) && !isReassigned($0.name, tokens) }
        return hasLock && stored.allSatisfy { isGuard($0) || isPrivate($0) }
    }

    /// `lock = NSLock()` or `self.lock = …` anywhere in the file after the property's own declaration (`var lock = …`).
    private static func isReassigned(_ name: String, _ tokens: [Token]) -> Bool {
        tokens.indices.contains { offset in
            tokens[offset].text == name && offset + 1 < tokens.count && tokens[offset + 1].text == "="
                && (offset == 0 || !["var", "let"].contains(tokens[offset - 1].text))
        }
    }

    /// `final class UnfairLock { var lock = os_unfair_lock(); func withLock<T>(…) }`, `struct Lock { let storage: LockStorage<Void> }`
    /// with `lock()` and `unlock()`: a non-generic struct or `final` class storing only lock state (a `var` of a C lock value,
    /// which must be passed `inout`, included), that locks (`lock` and `unlock`, or a `withLock…` method, here or in an
    /// extension of the file). It holds no value besides the lock, so the claim is only that the lock is a lock.
    private static func isLockPrimitive(named name: String, in file: LintFile, _ index: PackageIndex) -> Bool {
        guard let primitive = file.model.types.first(where: { ($0.kind == .class || $0.kind == .struct) && $0.name == name }),
              !primitive.isGeneric, primitive.kind == .struct || primitive.modifiers.contains("final") else { return false }
        let stored = storedInstanceProperties(of: primitive)
        guard !stored.isEmpty, stored.allSatisfy({ member in
            if let type = member.propertyType, isLockType(type.name) || isLockStorage(type.name, index) { return true }
            return member.isStoredVar && holdsLockValue(member, file.tokens)
        }) else { return false }
        let members = Set(file.model.types.filter { $0.name == name && ($0.kind == .extension || $0.line == primitive.line) }.flatMap { $0.members.map(\.name) })
        return locks(members)
    }

    /// `var lock = os_unfair_lock()` or `var mutex: pthread_mutex_t`: a C lock value, however its type is spelled on the line.
    private static func holdsLockValue(_ member: MemberDecl, _ tokens: [Token]) -> Bool {
        if let type = member.propertyType, lockValues.contains(type.name) { return true }
        guard var position = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
        while position < tokens.count, Int(tokens[position].line) == member.line {
            if lockValues.contains(tokens[position].text) { return true }
            position += 1
        }
        return false
    }

    /// `final class LockStorage<Value>: ManagedBuffer<Value, LockPrimitive>` of the package with `lock()` and `unlock()`
    /// (or `withLock…`): the buffer tail-allocates the lock beside the value it guards.
    private static func isLockStorage(_ name: String, _ index: PackageIndex) -> Bool {
        index.declarations(named: name).contains { declaration in
            declaration.kind == .class && declaration.inheritance.first == "ManagedBuffer" && locks(index.members(of: name, in: declaration.module))
        }
    }

    private static func locks(_ members: Set<String>) -> Bool {
        members.contains("lock") && members.contains("unlock") || members.contains { $0.hasPrefix("withLock") }
    }

    static func storedInstanceProperties(of type: TypeDecl) -> [MemberDecl] {
        type.members.filter { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
    }

    static func isLockType(_ name: String) -> Bool {
        name.hasSuffix("Lock") || name.hasSuffix("Mutex") || name == "UnsafeMutablePointer" || name == "os_unfair_lock_t" || name == "pthread_mutex_t"
    }

    /// C lock values, kept in a `var` to be passed `inout` to their functions.
    private static let lockValues: Set<String> = ["os_unfair_lock", "os_unfair_lock_s", "pthread_mutex_t", "pthread_rwlock_t", "SRWLOCK"]

    /// The first releases shipping Synchronization; a declared platform below its own (or one without it) predates it.
    private static let synchronizationMinimums: [String: [Int]] = ["iOS": [18], "macOS": [15], "tvOS": [18], "watchOS": [11], "macCatalyst": [18], "visionOS": [2]]

    /// A manifest declaring no `platforms:` builds with SwiftPM's default minimums (macOS 10.13, iOS 12), which predate it too.
    static func predatesSynchronization(_ package: PackageModel) -> Bool {
        if package.platforms.isEmpty { return package.hasManifest }
        return package.platforms.contains { declared in synchronizationMinimums[declared.platform].map { !declared.isAtLeast($0) } ?? false }
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
