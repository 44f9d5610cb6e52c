import GuardrailsCore

/// `private final class ManagerStorage { private let queue = DispatchQueue(…); private var _manager: Manager? }`: a
/// non-generic `final` class storing exactly one lock (`NSLock`, an `os_unfair_lock`, …, or a `DispatchQueue` used only
/// through `sync`, `sync(flags: .barrier)` included) and one `private` value of a `Sendable` type (a standard value, `any Error`, or a
/// package type declared `Sendable`), the lock used by the box's own members. Before `Mutex` it is the synchronous box the
/// generic one is, for one value whose type the claim cannot widen; a second value beside it, a value of a type not known
/// `Sendable` (a class it hands out), or a queue also used with `async` is reported.
enum SingleValueLockBoxes {
    static func isSoundBox(named name: String, in file: LintFile, _ index: PackageIndex) -> Bool {
        guard let box = file.model.types.first(where: { $0.kind == .class && $0.name == name }), !box.isGeneric,
              box.modifiers.contains("final") else { return false }
        let stored = LockPrimitiveBoxes.storedInstanceProperties(of: box)
        guard stored.count == 2, let lock = stored.first(where: isLock), let value = stored.first(where: { $0.name != lock.name }),
              value.isStoredVar, value.modifiers.contains("private") || value.modifiers.contains("fileprivate"),
              value.propertyType.map({ isSendable($0.name, index) }) ?? isStandardCollection(value, file.tokens) else { return false }
        return usesOnlySynchronously(lock.name, in: box, file.tokens)
    }

    private static func isLock(_ member: MemberDecl) -> Bool {
        guard member.isLet, let type = member.propertyType else { return false }
        return type.name == "DispatchQueue" || LockPrimitiveBoxes.isLockType(type.name)
    }

    /// `Error` refines `Sendable` in Swift 6, so an `Error?` kept by a shutdown latch is a `Sendable` value too.
    private static func isSendable(_ name: String, _ index: PackageIndex) -> Bool {
        standardValues.contains(name) || name == "Error" || !index.declarations(named: name).isEmpty && index.supertypes(of: name).contains("Sendable")
    }

    /// `private var counts: [String: Int] = [:]`: an array or dictionary of standard values is a standard value too. Read from the
    /// annotation after the name (`var`, name, `:`, `[`), only for the candidate box's one value.
    private static func isStandardCollection(_ member: MemberDecl, _ tokens: [Token]) -> Bool {
        guard let start = TokenLookup.position(line: member.line, column: member.column, in: tokens), start + 4 < tokens.count,
              tokens[start + 2].text == ":", tokens[start + 3].text == "[" else { return false }
        var position = start + 4
        var elements = 0
        while position < tokens.count, elements < 2 {
            guard tokens[position].kind == .identifier, standardValues.contains(tokens[position].text), position + 1 < tokens.count else { return false }
            elements += 1
            let next = tokens[position + 1].text
            if next == "]" { return true }
            guard next == ":", elements == 1 else { return false }
            position += 2
        }
        return false
    }

    /// Standard value types, `Sendable` and holding no reference.
    static let standardValues: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "Date", "Data", "URL", "UUID", "TimeInterval", "Decimal",
    ]

    /// The box's body reads `lock.` at least once, and every member it calls there is a synchronous one (`lock`, `unlock`,
    /// `withLock`, `sync`): a queue handed work with `async` guards nothing when the caller reads the value.
    private static func usesOnlySynchronously(_ lock: String, in box: TypeDecl, _ tokens: [Token]) -> Bool {
        guard let start = TokenLookup.position(line: box.line, column: box.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: start, in: tokens) else { return false }
        var calls = 0
        for position in start..<max(start, end - 2) where tokens[position].kind == .identifier && tokens[position].text == lock
            && tokens[position + 1].kind == .punctuation && tokens[position + 1].text == "." {
            let member = tokens[position + 2].text
            guard member == "sync" || member == "lock" || member == "unlock" || member.hasPrefix("withLock") else { return false }
            calls += 1
        }
        return calls > 0
    }
}
