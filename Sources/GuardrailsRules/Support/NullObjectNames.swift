import GuardrailsCore

/// Names of null objects: `NoopSignposter`, `NullLogger`, `NOPBench` (the word in capitals, as an acronym), `DDNoopTracer`
/// (after a module's two- or three-capital prefix), `TracerNoOp`. The word is whole, first (or last, but for `Null`: a
/// `NonNull` wrapper is no null object), leading underscores aside: not `Nullable…` or `Noops`.
enum NullObjectNames {
    private static let words = ["NoOp", "Noop", "NOOP", "Nop", "NOP", "Null", "NULL"]

    static func isNullObject(_ declaredName: String) -> Bool {
        let name = declaredName.drop { $0 == "_" }
        if startsWithWord(name) || words.dropLast(2).contains(where: { name.hasSuffix($0) && name.count > $0.count }) { return true }
        // A module prefix in capitals before the word (`DDNoopTracer`): drop it and look again.
        let capitals = name.prefix { $0.isUppercase }
        return (3...4).contains(capitals.count) && startsWithWord(name.dropFirst(capitals.count - 1))
    }

    private static func startsWithWord(_ name: Substring) -> Bool {
        words.contains { word in
            guard name.hasPrefix(word) else { return false }
            let next = name.dropFirst(word.count).first
            return next.map { $0.isUppercase || $0.isNumber || $0 == "_" } ?? false
        }
    }

    /// Every production conformer (through refinements) is a null object by name (`NOPBench`, `NoopRecorder`, `DDNullTracer`):
    /// the package implements nothing behind the protocol, only the stand-in installed while the real implementation (a
    /// benchmark harness's profiler, an app's own tracer) lives outside it. The null object is already the do-nothing
    /// conformer a test would write; a protocol with a real conformer beside it stays a seam.
    static func hasOnlyNullObjects(_ name: String, _ index: PackageIndex) -> Bool {
        let conformers = index.conformersThroughRefinements(of: name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { isNullObject($0.name) }
    }
}
