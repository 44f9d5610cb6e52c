import GuardrailsCore

/// The examples of `shared-instance-access` about where the composition happens: a dependency environment struct the
/// module keeps in a global, a free function's parameter typed by a package protocol defaulting to the framework's
/// singleton, and the application's windows read in a module no layer maps.
enum SharedInstanceAccessRuleCompositionExamples {
    static let triggering: [RuleExample] = [
        // The same struct of defaults kept in no global: a component choosing its own singletons.
        RuleExample(
            "Sources/Feature/Surroundings.swift",
            "struct Surroundings {\n    var center: NotificationCenter = .default\n    var now: () -> Date = Date.init\n}\n\nfunc makeSurroundings() -> Surroundings {\n    let made = Surroundings()\n    return made\n}"
        ),
        // A free function's parameter typed by the concrete framework type hardwires the singleton's type.
        RuleExample(
            "Sources/Feature/LogFolder.swift",
            "func makeLogFolder(in root: String, files: FileManager = .default) -> String {\n    let folder = root + \"/logs\"\n    try? files.createDirectory(atPath: folder, withIntermediateDirectories: true)\n    return folder\n}"
        ),
        // A module in no layer calling the application is behaviour, not a read of the UI's environment.
        RuleExample(
            "Sources/Desk/FrontWindow.swift",
            "import AppKit\n\nenum FrontWindow {\n    static func bringForward() {\n        NSApplication.shared.activate(ignoringOtherApps: true)\n    }\n}"
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // The module's dependency environment, in a global tests replace: its defaults are the live wiring.
        RuleExample(
            "Sources/Feature/Surroundings.swift",
            "#if DEBUG\nvar current = Surroundings()\n#else\nlet current = Surroundings()\n#endif\n\nstruct Surroundings {\n    var center: NotificationCenter = .default\n    var files: FileSystem = FileManager.default\n    var now: () -> Date = Date.init\n}\n\nprotocol FileSystem {}\nextension FileManager: FileSystem {}"
        ),
        // A free function's parameter typed by a package protocol: the framework's singleton is only its live adapter.
        RuleExample(
            "Sources/Feature/LogFolder.swift",
            "protocol FolderMaking {\n    func createDirectory(atPath path: String, withIntermediateDirectories: Bool, attributes: [FileAttributeKey: Any]?) throws\n}\n\nextension FileManager: FolderMaking {}\n\nfunc makeLogFolder(in root: String, files: FolderMaking = FileManager.default) -> String {\n    let folder = root + \"/logs\"\n    try? files.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: nil)\n    return folder\n}"
        ),
        // A module in no layer reading the application's windows: nothing says it is not the UI.
        RuleExample(
            "Sources/Desk/WindowList.swift",
            "import AppKit\n\nenum WindowList {\n    static func visible(excluding skipped: NSWindow? = nil) -> [NSWindow] {\n        NSApplication.shared.windows.filter { $0.isVisible && $0 != skipped }\n    }\n}"
        ),
    ]
}
