/// The declaration keyword that introduced a type or extension.
public enum TypeKind: String, Sendable, CaseIterable {
    case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`

    /// Classes and actors have identity; naming one across a layer couples to an implementation.
    public var isReferenceType: Bool { self == .class || self == .actor }
}
