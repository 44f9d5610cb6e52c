import GuardrailsCore

/// `final class ReadWriteLock { let rwlock: UnsafeMutablePointer<pthread_rwlock_t>; var shared = true }` with `lockRead()`,
/// `lockWrite()` and `unlock()` (or `withReaderLock`/`withWriterLock`): a non-generic `final` class that is a reader-writer
/// lock itself. It stores only the platform lock (a pointer to `pthread_rwlock_t` or `SRWLOCK`, or such a value) and, at
/// most, one `Bool` recording the mode it is held in (Windows releases a shared and an exclusive hold by different calls),
/// beside its locking methods. It guards no value, so the claim is only that the lock is a lock; any other
/// state beside the lock is reported.
enum ReaderWriterLockPrimitives {
    static func isLock(named name: String, in file: LintFile) -> Bool {
        guard let lock = file.model.types.first(where: { $0.kind == .class && $0.name == name }), !lock.isGeneric,
              lock.modifiers.contains("final") else { return false }
        let stored = LockPrimitiveBoxes.storedInstanceProperties(of: lock)
        let isLockState = { (member: MemberDecl) in member.propertyType.map { LockPrimitiveBoxes.isLockType($0.name) } == true }
        let modes = stored.filter { !isLockState($0) }
        guard stored.contains(where: isLockState), modes.count <= 1,
              modes.allSatisfy({ $0.isStoredVar && $0.propertyType?.name == "Bool" }) else { return false }
        let members = Set(file.model.types.filter { $0.name == name && ($0.kind == .extension || $0.line == lock.line) }.flatMap { $0.members.map(\.name) })
        return readerWriterAPI(members)
    }

    /// `lockRead`/`lockWrite` with `unlock`, or `withReaderLock`/`withWriterLock`: a shared and an exclusive way to hold it.
    private static func readerWriterAPI(_ members: Set<String>) -> Bool {
        let explicit = members.contains("unlock") && members.contains { $0.hasPrefix("lock") && $0.contains("Read") }
            && members.contains { $0.hasPrefix("lock") && $0.contains("Write") }
        let scoped = members.contains { $0.hasPrefix("with") && $0.contains("Read") && $0.hasSuffix("Lock") }
            && members.contains { $0.hasPrefix("with") && $0.contains("Writ") && $0.hasSuffix("Lock") }
        return explicit || scoped
    }
}
