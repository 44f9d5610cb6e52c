extension DeclarationTraits {
    /// The last camel-case word of a class that names the codebase's injection container (`Dependencies`, `AppContainer`).
    static let containerWords = ["Dependencies", "Container", "Resolver", "Environment"]

    /// `public class Dependencies { public var network: NetworkType { get … set … }; public init(network: NetworkType? = nil, …) }`:
    /// a class named as an injection container that exposes three services or more (instance properties of named, non-standard
    /// types, as visible as the class, or not `private` in one declaring no instance function: a pure holder's services are
    /// read within its module), can be created by its users (an initializer not `private`, or none) and keeps no global
    /// instance of itself (`static let shared: Self`, a service locator reached from anywhere). Passing it is how such a codebase
    /// injects; tests pass one configured with their doubles.
    static func isInjectionContainer(_ type: TypeDecl) -> Bool {
        guard type.kind == .class, endsWithContainerWord(type.name) else { return false }
        let published = type.modifiers.contains("public") || type.modifiers.contains("open")
        var services = 0
        var moduleServices = 0
        var doesWork = false
        var initializers = 0
        var openInitializers = 0
        let members = type.members
        // Reads each member in place: asked of every declaration, a copy would retain every string it holds.
        for position in members.indices {
            let modifiers = members[position].modifiers
            let hidden = modifiers.contains("private") || modifiers.contains("fileprivate")
            let isStatic = modifiers.contains("static") || modifiers.contains("class")
            switch members[position].kind {
            case .initializer:
                initializers += 1
                if !hidden { openInitializers += 1 }
            case .variable:
                guard let stored = members[position].propertyType else { continue }
                if isStatic {
                    if !stored.isCollection, stored.name == type.name || stored.name == "Self" { return false }
                    continue
                }
                let visible = published ? modifiers.contains("public") || modifiers.contains("open") || modifiers.contains("package") : !hidden
                if !hidden, stored.isAnnotated, !stored.isFunction, !stored.name.isEmpty, !plainNames.contains(stored.name), stored.name != type.name {
                    moduleServices += 1
                    if visible { services += 1 }
                }
            case .function:
                // A resolver or coordinator named like a container (`public class PaymentResolver { let gateway: …; func resolve() }`)
                // does work with what it holds; only a published one's published services make it a container.
                if !isStatic { doesWork = true }
            default:
                continue
            }
        }
        return (initializers == 0 || openInitializers > 0) && (services >= 3 || (!doesWork && moduleServices >= 3))
    }

    /// Whether the name's last camel-case word is a container word: none holds an uppercase letter past its first, so
    /// ending with the word is the same. Compared by bytes, as every class of every file is asked.
    static func endsWithContainerWord(_ name: String) -> Bool {
        let bytes = name.utf8
        return containerWords.contains { word in
            let count = word.utf8.count
            return bytes.count >= count && bytes.suffix(count).elementsEqual(word.utf8)
        }
    }
}
