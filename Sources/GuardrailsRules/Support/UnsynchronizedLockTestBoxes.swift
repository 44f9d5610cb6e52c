import GuardrailsCore

/// `private final class Counter: unchecked Sendable { var n = 0 }` in a test file whose suite tests a lock (`AsyncLockTests`,
/// `MutexTests`): the deliberately unsynchronised box the tests mutate under the lock they exercise, to show the lock is what
/// keeps it consistent. A box adopting anything besides `Sendable` (a double of a package protocol), one other files can
/// reach, or one in a suite of something other than a lock, is judged as any other claim.
enum UnsynchronizedLockTestBoxes {
    static func isBox(_ type: TypeDecl, in file: LintFile) -> Bool {
        guard file.isTestCode, type.kind == .class, type.parent == nil,
              type.modifiers.contains("private") || type.modifiers.contains("fileprivate"),
              type.inheritance.allSatisfy({ $0.name == "Sendable" }) else { return false }
        return file.model.types.contains { suite in
            suite.parent == nil && suite.kind != .extension && suite.name.hasSuffix("Tests")
                && lockWords.contains { suite.name.dropLast(5).contains($0) }
        }
    }

    /// What a suite of a synchronisation primitive is named after.
    private static let lockWords = ["Lock", "Mutex", "Semaphore", "Atomic", "Synchroniz"]
}
