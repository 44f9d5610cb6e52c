import GuardrailsCore

/// `@TaskLocal static var center: NotificationCenter = .default`: the whole initial value of a task-local is only its
/// default binding, which tests (and callers) replace for a task with `$center.withValue(double) { … }`. The task-local
/// is the injection seam itself; a value worked out from the singleton, or a plain `static var`, stays reported.
enum TaskLocalDefault {
    static func isWholeInitialValue(_ reference: Reference, _ file: LintFile) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              let member = types[Int(reference.enclosingType)].members.last(where: { $0.line <= Int(reference.line) }),
              member.line == Int(reference.line), member.kind == .variable, member.attributes.contains("TaskLocal"),
              member.modifiers.contains("static") else { return false }
        return ProtocolTypedSeam.isWholeInitialValue(reference, file.tokens)
    }
}
