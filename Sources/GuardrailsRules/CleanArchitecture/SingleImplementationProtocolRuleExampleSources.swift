import GuardrailsCore

/// Sources shared by `SingleImplementationProtocolRule` examples: a web package, a renderer, actions and validations.
extension SingleImplementationProtocolRule {
    static func webPackage(products: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Web",
            products: [\(products)],
            targets: [.target(name: "Feature"), .executableTarget(name: "Server", dependencies: ["Feature"])]
        )
        """
    }

    static let actionSource = "public protocol Action {\n    func perform() async\n}\npublic struct Toolbar { public let actions: [any Action] }"
    static let appActionSource = "import Actions\nstruct SaveAction: Action {\n    func perform() async {}\n}"
    static let validatingSource = "@MainActor public protocol Validating: AnyObject {\n    func validate(_ item: String) -> Bool\n}"
    static let appValidatingSource = "import Actions\nfinal class Editor: NSViewController, Validating {\n    func validate(_ item: String) -> Bool { true }\n}"
    static let rendererSource = "public protocol PageRenderer {\n    func render(_ page: String) -> String\n}\npublic struct Site {\n    public let renderer: any PageRenderer\n    public init(renderer: any PageRenderer) { self.renderer = renderer }\n}"
}
