import GuardrailsCore

/// `@unchecked Sendable` switches off the compiler's race checking for a type.
public struct UncheckedSendableRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unchecked-sendable",
        summary: "No `@unchecked Sendable` conformance.",
        rationale: """
        Guardrail "do not use @unchecked Sendable": it asserts thread safety the compiler cannot verify. \
        Make the type a value type, an actor, or isolate it to the main actor instead. A subclass of a \
        class that is itself `@unchecked Sendable` must restate the conformance (the compiler requires it of \
        every subclass of a non-final `Sendable` class): one of the package's own such classes, reported where \
        it is declared, or a framework class listed in `sendableSuperclasses` (`NotificationCenter`, \
        `OperationQueue`, `URLProtocol`, `DateFormatter`, an image cache, Alamofire's `SessionDelegate`), reached \
        directly or through the package's own classes. A superclass from outside the package named as a kind of \
        a listed class (`LoadOperation`, a library's `Operation` subclass) counts as one: the chain is out of \
        sight, its name says where it ends. The assertion belongs to the superclass, so the subclass is not reported.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption(
                "sendableSuperclasses",
                .strings([
                    "NotificationCenter", "Operation", "BlockOperation", "OperationQueue", "FileManager", "Bundle", "UserDefaults",
                    "URLCache", "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "DateFormatter",
                    "NumberFormatter", "URLProtocol", "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask",
                    "URLSessionDownloadTask", "URLSessionUploadTask", "URLSessionStreamTask", "URLSessionWebSocketTask", "URLResponse",
                    "HTTPURLResponse", "HTTPCookieStorage", "URLCredentialStorage", "FileHandle", "Pipe", "Process", "CLLocation",
                    "UIActivityItemProvider", "ImageCache", "ImageDownloader", "SessionDelegate", "ServerTrustManager", "RetryPolicy",
                ]),
                "Framework classes that are Sendable and open, whose subclasses must restate `@unchecked Sendable`."
            ),
        ],
        triggering: [
            RuleExample("Sources/Feature/Store.swift", "final class Store: @unchecked Sendable {}"),
            RuleExample("Sources/Feature/Store.swift", "extension Store: @unchecked Sendable {}"),
            RuleExample("Tests/FeatureTests/Spy.swift", "final class Spy: FeedStore, @unchecked Sendable { var calls = 0 }"),
            RuleExample("Sources/Feature/Box.swift", "final class Box: NSObject, @unchecked Sendable { var value = 0 }"),
            RuleExample(
                ExampleFile("Sources/Feature/Worker.swift", "class Worker {}\nfinal class CountingWorker: Worker, @unchecked Sendable { var count = 0 }"),
                ExampleFile("Sources/Feature/Loader.swift", "final class Loader: DataLoader, @unchecked Sendable { var pending = 0 }")
            ),
        ],
        nonTriggering: [
            RuleExample("Sources/Feature/Image.swift", "struct Image: Sendable {}"),
            RuleExample("Sources/Presentation/Presenter.swift", "@MainActor final class Presenter {}"),
            RuleExample("Sources/Feature/Notes.swift", "// @unchecked Sendable is banned\nlet s = \"@unchecked Sendable\""),
            RuleExample("Tests/FeatureTests/CenterSpy.swift", "final class CenterSpy: NotificationCenter, @unchecked Sendable {\n    var posted: [Notification.Name] = []\n}"),
            RuleExample(
                ExampleFile("Sources/Feature/Gate.swift", "// guardrails:disable-next-line unchecked-sendable -- guarded by a lock\nopen class Gate: @unchecked Sendable {}"),
                ExampleFile("Sources/Feature/TimedGate.swift", "final class TimedGate: Gate, @unchecked Sendable {}")
            ),
            RuleExample("Tests/FeatureTests/StubProtocol.swift", "final class StubProtocol: URLProtocol, @unchecked Sendable {\n    override func startLoading() {}\n}"),
            RuleExample(
                ExampleFile("Sources/Feature/SyncTask.swift", "class SyncTask: Operation {}"),
                ExampleFile("Sources/Feature/UploadTask.swift", "final class UploadTask: SyncTask, @unchecked Sendable {}")
            ),
            RuleExample("Sources/Feature/ThumbnailOperation.swift", "import Toolkit\nfinal class ThumbnailOperation: CachedLoadOperation<Image, URL>, @unchecked Sendable {\n    let url: URL\n}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let frameworkSuperclasses = context.stringSet("sendableSuperclasses")
        return file.model.types.compactMap { type in
            guard type.inheritance.contains(where: isUncheckedSendable),
                  !(type.kind == .class && restatesSuperclass(type, frameworkSuperclasses, context.index)) else { return nil }
            return Violation(line: type.line, column: type.column, message: "'\(type.name)' is @unchecked Sendable; use a value type, an actor or @MainActor instead")
        }
    }

    private func isUncheckedSendable(_ inherited: InheritedType) -> Bool {
        inherited.name == "Sendable" && inherited.attributes.contains("unchecked")
    }

    /// The superclass (first in the clause), or a class it inherits from, is a listed framework class, one named
    /// as a kind of it outside the package (`LoadOperation`), or a package class declared `@unchecked Sendable`.
    private func restatesSuperclass(_ type: TypeDecl, _ frameworkSuperclasses: Set<String>, _ index: PackageIndex) -> Bool {
        guard let superclass = type.inheritance.first?.name else { return false }
        let lineage = [superclass] + index.supertypes(of: superclass)
        return lineage.contains { name in
            let declarations = index.declarations(named: name)
            if frameworkSuperclasses.contains(name) { return true }
            if declarations.isEmpty { return frameworkSuperclasses.contains { name.hasSuffix($0) } }
            // A non-final class can only conform to `Sendable` unchecked; the index keeps names, not attributes.
            return declarations.contains { $0.kind == .class && $0.inheritance.contains("Sendable") }
        }
    }
}
