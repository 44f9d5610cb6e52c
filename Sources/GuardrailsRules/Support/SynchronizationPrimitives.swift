import GuardrailsCore

/// Classes that are themselves synchronisation primitives, whatever the platforms: a park/wake slot keeping a platform lock
/// beside a condition variable (`UnsafeMutablePointer<SRWLOCK>` and `CONDITION_VARIABLE`, `pthread_cond_t`, `NSCondition`),
/// whose waiting no `Mutex` or actor offers synchronously; and a `final` class storing only `let`s, one of them atomic storage
/// (`Atomic<Int>`, `ManagedAtomic`), whose every change goes through such members. A stored `var` that is not `private`
/// (reachable without the lock), or a class without such a member, is the team's own claim; a lock box without a condition
/// variable is `LockPrimitiveBoxes`' to judge.
enum SynchronizationPrimitives {
    static func isPrimitive(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        guard type.kind == .class, type.modifiers.contains("final") else { return false }
        let stored = LockPrimitiveBoxes.storedInstanceProperties(of: type)
        guard !stored.isEmpty else { return false }
        if stored.allSatisfy(\.isLet), stored.contains(where: { names($0, atomics, tokens) }) { return true }
        let privateVars = stored.allSatisfy { $0.isLet || $0.modifiers.contains("private") || $0.modifiers.contains("fileprivate") }
        return privateVars && stored.contains { names($0, platformLocks, tokens) } && stored.contains { names($0, conditionVariables, tokens) }
    }

    private static let conditionVariables: Set<String> = ["CONDITION_VARIABLE", "pthread_cond_t", "NSCondition"]
    private static let platformLocks: Set<String> = ["SRWLOCK", "pthread_mutex_t", "os_unfair_lock", "os_unfair_lock_s", "NSLock"]
    private static let atomics: Set<String> = ["Atomic", "ManagedAtomic", "UnsafeAtomic"]

    /// The property's type, or the type it points to (`UnsafeMutablePointer<SRWLOCK>`), is one of `names`: read from the
    /// declaration's line, as the model keeps no generic arguments.
    private static func names(_ member: MemberDecl, _ names: Set<String>, _ tokens: [Token]) -> Bool {
        guard let type = member.propertyType else { return false }
        if names.contains(type.name) { return true }
        guard type.name.hasPrefix("Unsafe") && type.name.hasSuffix("Pointer"),
              var position = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
        while position < tokens.count, Int(tokens[position].line) == member.line {
            if names.contains(tokens[position].text) { return true }
            position += 1
        }
        return false
    }
}
