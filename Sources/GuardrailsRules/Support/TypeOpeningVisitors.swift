import GuardrailsCore

/// `protocol ShapeVisitor { associatedtype Output; func visit<Element: Codable>(shape: Shape<Element>) -> Output }`: a
/// double-dispatch visitor whose every requirement is a generic `visit`, handed the concrete type a type-erased value opens
/// itself into (`accept<V: ShapeVisitor>(_ visitor: V)`). It recovers a type the compiler lost, inside the package; it is no
/// collaborator a test would substitute.
enum TypeOpeningVisitors {
    static func isTypeOpeningVisitor(_ type: TypeDecl) -> Bool {
        guard type.kind == .protocol, !type.members.isEmpty else { return false }
        return type.members.allSatisfy { $0.kind == .function && $0.isGeneric && $0.name == "visit" }
    }
}
