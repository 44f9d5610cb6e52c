import GuardrailsCore

/// `class DependencySerializerTask: AbstractTask<String>`: a task framework's unit of work named after the component it
/// runs plus `Task`. The name before `Task` is what the class is (a serializer, a parser), so a leaf format component
/// wrapped as a task is judged as that component would be (`ComponentSuiteSubjects.isLeafFormatComponent`).
enum TaskWrappedFormatComponents {
    static func isLeafFormatTask(_ subject: String, _ production: [IndexedType], suffixes: [String], _ context: RuleContext) -> Bool {
        // Only a class subclassing a `…Task` class wraps its work in a task; a struct named `…ParserTask` is left alone.
        guard subject.hasSuffix("Task"), case let stem = String(subject.dropLast(4)), suffixes.contains(where: { stem.hasSuffix($0) }),
              !production.isEmpty, production.allSatisfy({ $0.kind == .class || $0.kind == .extension }),
              context.index.supertypes(of: subject).contains(where: { $0.hasSuffix("Task") }) else { return false }
        return ComponentSuiteSubjects.isLeafFormatComponent(stem, production, suffixes: suffixes, context)
    }
}
