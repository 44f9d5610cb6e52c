import GuardrailsCore

/// The examples of `shared-instance-access` about code that only adapts or hosts a shared instance: a library's namespace
/// reading its host application, a class adapting the process's only remote-command center, a library protocol's default,
/// a value sizing the file it is handed, a doubled adapter's stored copy and an infrastructure port's stateless conformer.
enum SharedInstanceAccessRuleAdapterExamples {
    static let triggering: [RuleExample] = [
        // Its init others may call, or a method activating the session later, is reported.
        RuleExample("Sources/Feature/ChimePlayer.swift", "import AVFoundation\n\npublic final class ChimePlayer: NSObject, AVAudioPlayerDelegate {\n    public static let shared = ChimePlayer()\n    private var player: AVAudioPlayer?\n    override init() {\n        super.init()\n        let session = AVAudioSession.sharedInstance()\n        try? session.setCategory(.playback, mode: .default, options: [])\n    }\n    public func activate() {\n        try? AVAudioSession.sharedInstance().setActive(true)\n    }\n    public func play(_ url: URL) {\n        player = try? AVAudioPlayer(contentsOf: url)\n        player?.play()\n    }\n}"),
        // The same adapter keeping state of its own besides the alias (a count it updates): reported.
        RuleExample(
            ExampleFile("Sources/Domain/ChoreKeeping.swift", "public protocol ChoreKeeping {\n    func begin() -> AnyHashable\n}"),
            ExampleFile(
                "Sources/Session/AppChoreKeeper.swift",
                "import UIKit\nimport Domain\n\nfinal class AppChoreKeeper: ChoreKeeping {\n    private let app = UIApplication.shared\n    private var started = 0\n    func begin() -> AnyHashable {\n        started += 1\n        return app.beginBackgroundTask(expirationHandler: nil)\n    }\n}"
            ),
            ExampleFile("Tests/DomainTests/ChoreKeeperFake.swift", "import Domain\n\nfinal class ChoreKeeperFake: ChoreKeeping {\n    func begin() -> AnyHashable { 1 }\n}")
        ),
        // Calling the host application from the library's namespace is behaviour, not a read of where it is hosted.
        RuleExample(ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    products: [.library(name: \"Kit\", targets: [\"Feature\"])],\n    targets: [.target(name: \"Feature\")]\n)"), ExampleFile("Sources/Feature/Hosting.swift", "import UIKit\n\npublic enum Hosting {}\n\npublic extension Hosting {\n    static func wake() {\n        UIApplication.shared.registerForRemoteNotifications()\n    }\n}")),
        // A screen reaching the remote-command center itself: its adapter is the seam, which the screen should be handed.
        RuleExample("Sources/UI/EpisodeViewController.swift", "import UIKit\nimport MediaPlayer\n\nfinal class EpisodeViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        MPRemoteCommandCenter.shared().pauseCommand.isEnabled = true\n    }\n}"),
        // In an app's package its own conformers take the protocol's default, so the singleton is a hidden dependency.
        RuleExample(ExampleFile("Sources/Feature/StampFormatter.swift", "public final class StampFormatter {\n    public static let shared = StampFormatter()\n    private var cache: [Date: String] = [:]\n    public func string(from date: Date) -> String { cache[date] ?? \"\" }\n}"), ExampleFile("Sources/Feature/EntryDataSource.swift", "public protocol EntryDataSource {\n    func stampText(for date: Date) -> String?\n}\n\nextension EntryDataSource {\n    public func stampText(for date: Date) -> String? {\n        let text = StampFormatter.shared.string(from: date)\n        return text.isEmpty ? nil : text\n    }\n}")),
        // A struct holding a collaborator is a component, whose static helper could be handed a file manager.
        RuleExample("Sources/Feature/UploadSizer.swift", "protocol UploadLog {\n    func note(_ size: UInt64)\n}\n\nstruct UploadSizer {\n    let log: UploadLog\n    static func size(of url: URL) -> UInt64 {\n        let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber\n        return size?.uint64Value ?? 0\n    }\n}"),
        // Outside an infrastructure layer, an undoubled conformer is no proven seam.
        RuleExample("Sources/Feature/AppLocator.swift", "import AppKit\n\npublic protocol AppLocating {\n    func url(of bundleID: String) -> URL?\n    func name(of bundleID: String) -> String?\n}\n\npublic final class AppLocator: AppLocating {\n    public init() {}\n    public func url(of bundleID: String) -> URL? {\n        NSWorkspace.shared.urlForApplication(withBundleIdentifier: bundleID)\n    }\n    public func name(of bundleID: String) -> String? {\n        url(of: bundleID)?.deletingPathExtension().lastPathComponent\n    }\n}"),
        // The bridge of a protocol with no double, and an SDK's singleton reached in the callback rather than bridged.
        RuleExample(
            ExampleFile("Sources/Feature/InviteSending.swift", "protocol InviteSending {\n    func send(_ code: String) async throws\n}"),
            ExampleFile("Tests/FeatureTests/InviteSendingSpy.swift", "final class InviteSendingSpy: InviteSending {\n    func send(_ code: String) async throws {}\n}"),
            ExampleFile("Sources/Feature/ChatInviteSender.swift", "struct ChatInviteSender: InviteSending {\n    func send(_ code: String) async throws {\n        try await withCheckedThrowingContinuation { continuation in\n            ChatKit.invite(code) { link in\n                BrowserKit.shared.open(link)\n                continuation.resume()\n            }\n        }\n    }\n}"),
            ExampleFile("Sources/Feature/Login.swift", "protocol Login {\n    func token() async throws -> String\n}\nstruct ChatLogin: Login {\n    func token() async throws -> String {\n        try await withCheckedThrowingContinuation { continuation in\n            ChatKit.shared.login { token in continuation.resume(returning: token) }\n        }\n    }\n}")
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // A singleton type setting up the process's one audio session in its only, private, initializer.
        RuleExample("Sources/Feature/ChimePlayer.swift", "import AVFoundation\n\npublic final class ChimePlayer: NSObject, AVAudioPlayerDelegate {\n    public static let shared = ChimePlayer()\n    private var player: AVAudioPlayer?\n    private override init() {\n        super.init()\n        let session = AVAudioSession.sharedInstance()\n        try? session.setCategory(.playback, mode: .default, options: [])\n    }\n    public func play(_ url: URL) {\n        player = try? AVAudioPlayer(contentsOf: url)\n        player?.play()\n    }\n}"),
        // A doubled adapter naming the application it wraps in a private constant, every method reaching it.
        RuleExample(
            ExampleFile("Sources/Domain/ChoreKeeping.swift", "public protocol ChoreKeeping {\n    func begin() -> AnyHashable\n    func end(_ token: AnyHashable)\n}"),
            ExampleFile(
                "Sources/Session/AppChoreKeeper.swift",
                "import UIKit\nimport Domain\n\nstruct AppChoreKeeper: ChoreKeeping {\n    private let app = UIApplication.shared\n    func begin() -> AnyHashable {\n        app.beginBackgroundTask(expirationHandler: nil)\n    }\n    func end(_ token: AnyHashable) {\n        guard let task = token as? UIBackgroundTaskIdentifier else { return }\n        app.endBackgroundTask(task)\n    }\n}"
            ),
            ExampleFile("Tests/DomainTests/ChoreKeeperFake.swift", "import Domain\n\nfinal class ChoreKeeperFake: ChoreKeeping {\n    func begin() -> AnyHashable { 1 }\n    func end(_ token: AnyHashable) {}\n}")
        ),
        // A stateless struct adopting a generated-double protocol in its extension; one method only calls a sibling that reads the store.
        RuleExample(
            ExampleFile("Sources/Data/ValueKeeping.swift", "public protocol ValueKeeping: AutoMockable {\n    func store(_ value: Int, key: String)\n    func drop(_ key: String)\n    func dropAll(_ keys: [String])\n}"),
            ExampleFile(
                "Sources/Data/SystemValueKeeper.swift",
                "import Foundation\n\npublic struct SystemValueKeeper {\n    public init() {}\n}\n\nextension SystemValueKeeper: ValueKeeping {\n    public func store(_ value: Int, key: String) {\n        UserDefaults.standard.set(value, forKey: key)\n    }\n    public func drop(_ key: String) {\n        UserDefaults.standard.removeObject(forKey: key)\n    }\n    public func dropAll(_ keys: [String]) {\n        for key in keys {\n            drop(key)\n        }\n    }\n}"
            )
        ),
        // A stateless adapter of a doubled protocol bridging an SDK singleton's callback into the `async` answer it asks for.
        RuleExample(
            ExampleFile("Sources/Feature/InviteSending.swift", "import Spyable\n\n@Spyable\nprotocol InviteSending {\n    func canSend() -> Bool\n    func send(_ code: String) async throws\n}"),
            ExampleFile("Sources/Feature/ChatInviteSender.swift", "struct ChatInviteSender: InviteSending {\n    func canSend() -> Bool { ChatKit.isInstalled() }\n    func send(_ code: String) async throws {\n        guard ChatKit.isInstalled() else { throw InviteError.unavailable }\n        let card = InviteCard(title: \"Join me\", code: code)\n        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in\n            ChatKit.shared.share(card) { error in\n                if let error { continuation.resume(throwing: error) } else { continuation.resume() }\n            }\n        }\n    }\n}")
        ),
        // A library's caseless namespace reading the host application it runs in: no instance, no composition root.
        RuleExample(ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    products: [.library(name: \"Kit\", targets: [\"Feature\"])],\n    targets: [.target(name: \"Feature\")]\n)"), ExampleFile("Sources/Feature/Hosting.swift", "import WatchKit\n\npublic enum Hosting {}\n\npublic extension Hosting {\n    private static var rootController: WKInterfaceController? {\n        WKApplication.shared().rootInterfaceController\n    }\n    static func hostDelegate() -> AnyObject? {\n        if let delegate = WKExtension.shared().delegate { return delegate }\n        return rootController\n    }\n}")),
        // The process's only remote-command center, adapted by a class storing only the handlers it calls back.
        RuleExample("Sources/UI/RemoteCommands.swift", "import MediaPlayer\n\nfinal class RemoteCommands: NSObject {\n    var onPause: (() -> Void)? {\n        didSet { refresh() }\n    }\n    var onSeek: ((TimeInterval) -> Void)?\n\n    override init() {\n        super.init()\n        let center = MPRemoteCommandCenter.shared()\n        center.pauseCommand.addTarget { [weak self] _ in\n            self?.onPause?()\n            return .success\n        }\n    }\n\n    private func refresh() {\n        MPRemoteCommandCenter.shared().pauseCommand.isEnabled = onPause != nil\n    }\n}"),
        // A library protocol's default implementation of its own requirement: its users' conformers replace it.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    products: [.library(name: \"Kit\", targets: [\"Feature\"])],\n    targets: [.target(name: \"Feature\")]\n)"), ExampleFile("Sources/Feature/StampFormatter.swift", "public final class StampFormatter {\n    public static let shared = StampFormatter()\n    private var cache: [Date: String] = [:]\n    public func string(from date: Date) -> String { cache[date] ?? \"\" }\n}"),
            ExampleFile("Sources/Feature/EntryDataSource.swift", "public protocol EntryDataSource {\n    func stampText(for date: Date) -> String?\n}\n\nextension EntryDataSource {\n    public func stampText(for date: Date) -> String? {\n        let text = StampFormatter.shared.string(from: date)\n        return text.isEmpty ? nil : text\n    }\n}")
        ),
        // A value storing only standard values sizes the file its initializer is handed.
        RuleExample("Sources/Feature/UploadFile.swift", "enum UploadFileError: Error {\n    case unreadable(URL)\n}\n\npublic struct UploadFile: Hashable {\n    public let name: String\n    public let fileURL: URL?\n    public let length: UInt64\n\n    public init(name: String, fileURL: URL) throws {\n        self.name = name\n        self.fileURL = fileURL\n        self.length = try UploadFile.size(of: fileURL)\n    }\n\n    private static func size(of url: URL) throws -> UInt64 {\n        guard let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber else { throw UploadFileError.unreadable(url) }\n        return size.uint64Value\n    }\n}"),
        // A doubled adapter's stored copy of the singleton's member of the same name mirrors it.
        RuleExample(ExampleFile("Sources/Feature/BuildNumber.swift", "protocol BuildNumberProviding {\n    var buildNumber: String { get }\n}\n\nfinal class BuildNumber: BuildNumberProviding {\n    var buildNumber: String = ReleaseInfo.shared.buildNumber\n}"), ExampleFile("Tests/FeatureTests/BuildNumberMock.swift", "final class BuildNumberMock: BuildNumberProviding {\n    var buildNumber = \"1\"\n}")),
        // An infrastructure port's stateless conformer over the workspace, not yet doubled.
        RuleExample("Sources/Infrastructure/AppLocator.swift", "import AppKit\n\npublic protocol AppLocating {\n    func url(of bundleID: String) -> URL?\n    func name(of bundleID: String) -> String?\n}\n\npublic final class AppLocator: AppLocating {\n    public init() {}\n    public func url(of bundleID: String) -> URL? {\n        NSWorkspace.shared.urlForApplication(withBundleIdentifier: bundleID)\n    }\n    public func name(of bundleID: String) -> String? {\n        url(of: bundleID)?.deletingPathExtension().lastPathComponent\n    }\n}"),
    ]
}
