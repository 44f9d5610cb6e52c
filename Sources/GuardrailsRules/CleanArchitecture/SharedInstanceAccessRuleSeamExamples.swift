import GuardrailsCore

/// The examples of `shared-instance-access` about seams the singleton sits behind: a settable static provider of the
/// singleton's own type, a stored `var` tests assign, a factory of a location value asking where a system folder is, the
/// public bridge wrapping the library's own accessor, the stateless live adapter of a doubled protocol or of a device
/// framework, a responder-chain action in the UI layer, and system notifications observed outside it.
enum SharedInstanceAccessRuleSeamExamples {
    private static let micPermissionDouble = ExampleFile(
        "Tests/InfrastructureTests/MicPermissionMock.swift", "final class MicPermissionMock: MicPermissionProviding {\n    var isGranted = true\n}"
    )

    /// The package's port that a device framework's adapter adopts, with no double.
    private static let permissionPort = ExampleFile(
        "Sources/Feature/Access/Permission.swift",
        "enum PermissionState {\n    case granted, denied, unknown\n}\n\nprotocol Permission {\n    var state: PermissionState { get }\n    func request(completion: @escaping () -> Void)\n}"
    )

    static let triggering: [RuleExample] = [
        // A protocol-typed `static let` leaves nothing to assign, and a settable static of a concrete type hard-wires it.
        RuleExample(
            ExampleFile("Sources/Feature/Ledger.swift", "struct Ledger {\n    func close() { Ambient.shared.record(\"close\") }\n}"),
            ExampleFile(
                "Sources/Feature/Ambient.swift",
                "public protocol Recording {\n    func record(_ event: String)\n}\n\npublic final class TapeRecorder: Recording {\n    public func record(_ event: String) {}\n}\n\npublic enum Ambient {\n    public static let shared: Recording = TapeRecorder()\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Ledger.swift", "struct Ledger {\n    func close() { Ambient.shared.record(\"close\") }\n}"),
            ExampleFile(
                "Sources/Feature/Ambient.swift",
                "public final class TapeRecorder {\n    public func record(_ event: String) {}\n}\n\npublic enum Ambient {\n    public static var shared: TapeRecorder = TapeRecorder()\n}"
            )
        ),
        // A plain static `var` beside a task-local, and a value worked out from the singleton in a task-local's default.
        RuleExample(
            "Sources/Orders/OrderTaskData.swift",
            "enum OrderTaskData {\n    static var center: NotificationCenter = .default\n    @TaskLocal static var folder: URL = FileManager.default.temporaryDirectory\n}"
        ),
        // A device framework's adapter holding a collaborator of the package beside the system's singleton: logic.
        RuleExample(
            ExampleFile(
                "Sources/Feature/Access/AlertPermission.swift",
                "import UIKit\nimport UserNotifications\n\nstruct AlertPermission: Permission {\n    let ledger: AccessLedger\n    var state: PermissionState { .unknown }\n    func request(completion: @escaping () -> Void) {\n        ledger.note(\"alerts\")\n        UIApplication.shared.registerForRemoteNotifications()\n    }\n}"
            ),
            ExampleFile("Sources/Feature/Access/AccessLedger.swift", "final class AccessLedger {\n    func note(_ name: String) {}\n}"),
            permissionPort
        ),
        // The package's own singleton in such an adapter, and a system singleton in a type adopting no package protocol.
        RuleExample(
            ExampleFile(
                "Sources/Feature/Access/PlacePermission.swift",
                "import CoreLocation\n\nstruct PlacePermission: Permission {\n    var state: PermissionState { .unknown }\n    func request(completion: @escaping () -> Void) { PlaceHandler.shared.ask(then: completion) }\n}\n\nfinal class PlaceHandler: NSObject {\n    static var shared = PlaceHandler()\n    func ask(then done: @escaping () -> Void) {}\n}"
            ),
            permissionPort
        ),
        RuleExample(
            "Sources/Feature/Access/MicAccess.swift",
            "import AVFoundation\n\nstruct MicAccess {\n    var granted: Bool { AVAudioSession.sharedInstance().recordPermission == .granted }\n}"
        ),
        // A static of another type than the singleton's: a locator's default, not the type's own provider.
        RuleExample("Sources/Infrastructure/RelayClient.swift", "extension RelayClient {\n    static var session: URLSession = {\n        let session = URLSession.shared\n        return session\n    }()\n}"),
        // No test assigns the property: the singleton is the only wiring.
        RuleExample(
            ExampleFile("Sources/Feature/LaunchSettings.swift", "struct LaunchSettings {\n    var launchTracker: LaunchTracking = LaunchTracker.shared\n}"),
            ExampleFile("Sources/Feature/LaunchTracker.swift", "protocol LaunchTracking {}\n\nfinal class LaunchTracker: LaunchTracking {\n    static let shared = LaunchTracker()\n}")
        ),
        // A factory of an object working with files there.
        RuleExample(
            "Sources/Infrastructure/VoiceRecorder.swift",
            "extension VoiceRecorder {\n    static func make() throws -> VoiceRecorder {\n        guard let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first else { throw RecorderError.noFolder }\n        return try VoiceRecorder(url: caches.appendingPathComponent(\"memo.m4a\"))\n    }\n}"
        ),
        // The bridge built in an internal accessor: the package's own code reaching the singleton.
        RuleExample(
            "Sources/Feature/BridgedMonitor.swift",
            "@objc public final class BridgedMonitor: NSObject {\n    let monitor: Monitor\n    init(monitor: Monitor) { self.monitor = monitor }\n    func current() -> BridgedMonitor {\n        BridgedMonitor(monitor: Monitor.shared())\n    }\n}"
        ),
        // The live adapter keeping a package collaborator beside the system read.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/SystemMicPermission.swift",
                "protocol MicPermissionProviding {\n    var isGranted: Bool { get }\n}\n\nfinal class SystemMicPermission: MicPermissionProviding {\n    let cache: PermissionCache\n    init(cache: PermissionCache) { self.cache = cache }\n    var isGranted: Bool { cache.granted ?? (AudioApplication.shared.recordPermission == .granted) }\n}"
            ),
            micPermissionDouble
        ),
        // An action sent to a given target is a call on the application.
        RuleExample("Sources/UI/Keyboard.swift", "func forward(_ target: AnyObject) {\n    UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: target, from: nil, for: nil)\n}"),
        // A store's middleware observing the system's notifications on the default center: tests would post through an
        // injected center.
        RuleExample(
            "Sources/Feature/BatteryMiddleware.swift",
            "final class BatteryMiddleware {\n    private var bag: Set<AnyCancellable> = []\n    init() {\n        NotificationCenter.default.publisher(for: UIDevice.batteryLevelDidChangeNotification)\n            .sink { _ in }\n            .store(in: &bag)\n    }\n}"
        ),
        // A closure literal doing more than forwarding to one method may reach anything: an internal function's closure default stays reported.
        RuleExample(
            "Sources/Feature/StoreBuildDetector.swift",
            "enum StoreBuildDetector {\n    static func isStoreBuild(receipt: URL?, fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) && FileManager.default.isReadableFile(atPath: $0) }) -> Bool {\n        receipt.map { fileExists($0.path) } ?? false\n    }\n}"
        ),
        // A private helper repeating the public overloads' default, but called once without the argument: its own choice.
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Feature\n\nlet opener = LinkOpener.self"),
            ExampleFile(
                "Sources/Feature/LinkOpener.swift",
                "public enum LinkOpener {\n    public static func withLink(host: String, loop: Loop = WorkerPool.shared.next()) async throws {\n        try await open(host: host, loop: loop)\n    }\n    public static func withLink(hosts: [String], loop: Loop = WorkerPool.shared.next()) async throws {\n        for host in hosts { try await Self.open(host: host, loop: loop) }\n    }\n    private static func open(host: String, loop: Loop = WorkerPool.shared.next()) async throws {}\n    static func ping(host: String) async throws { try await open(host: host) }\n}"
            )
        ),
        // A file-private alias of the singleton returned by an internal accessor, or read in a body: the component's own use.
        RuleExample(
            "Sources/Feature/Runner.swift",
            "public final class Runner {\n    public init(pool: WorkerPool = Runner.defaultPool) {}\n}\nextension Runner {\n    static var defaultPool: WorkerPool {\n        return sharedPool\n    }\n}\n\nprivate let sharedPool: WorkerPool = WorkerPool.shared"
        ),
        RuleExample(
            "Sources/Feature/Runner.swift",
            "public final class Runner {\n    public init(pool: WorkerPool = Runner.defaultPool) {}\n}\nextension Runner {\n    public static var defaultPool: WorkerPool {\n        return sharedPool\n    }\n    static func warm() { sharedPool.start() }\n}\n\nprivate let sharedPool: WorkerPool = WorkerPool.shared"
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // A file-private alias of the singleton that only a public static accessor returns: the library offering it.
        RuleExample(
            "Sources/Feature/Runner.swift",
            "public final class Runner {\n    public init(pool: WorkerPool = Runner.defaultPool) {}\n}\nextension Runner {\n    public static var defaultPool: WorkerPool {\n        return sharedPool\n    }\n}\n\nprivate let sharedPool: WorkerPool = WorkerPool.shared"
        ),
        // A private helper repeating the public overloads' default, every call passing the argument: the default is never reached.
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Feature\n\nlet opener = LinkOpener.self"),
            ExampleFile(
                "Sources/Feature/LinkOpener.swift",
                "public enum LinkOpener {\n    public static func withLink(host: String, loop: Loop = WorkerPool.shared.next()) async throws {\n        try await open(host: host, loop: loop)\n    }\n    public static func withLink(hosts: [String], loop: Loop = WorkerPool.shared.next()) async throws {\n        for host in hosts { try await Self.open(host: host, loop: loop) }\n    }\n    private static func open(host: String, loop: Loop = WorkerPool.shared.next()) async throws {}\n}"
            )
        ),
        // A settable static typed by a package protocol: the composition root assigns the live conformer, tests a double.
        RuleExample(
            ExampleFile("Sources/Feature/Ledger.swift", "struct Ledger {\n    func close() { Ambient.shared.record(\"close\") }\n}"),
            ExampleFile(
                "Sources/Feature/Ambient.swift",
                "public protocol Recording {\n    func record(_ event: String)\n}\n\nstruct SilentRecorder: Recording {\n    func record(_ event: String) {}\n}\n\npublic enum Ambient {\n    public static var shared: Recording = SilentRecorder()\n}"
            )
        ),
        // A task-local's default binding: tests rebind it with `$center.withValue(double) { … }`.
        RuleExample(
            "Sources/Orders/OrderTaskData.swift",
            "public enum OrderTaskData {\n    @TaskLocal public static var center: NotificationCenter = .default\n    @TaskLocal static var files: FileManager = FileManager.default\n}"
        ),
        // A package protocol's conformer in a file importing a device framework (and no library), naming nothing of the
        // package but its enums: the live side of the port; the system has no other audio session or application to inject.
        RuleExample(
            ExampleFile(
                "Sources/Feature/Access/MicPermission.swift",
                "import UIKit\nimport AVFoundation\n\nstruct MicPermission: Permission {\n    var state: PermissionState {\n        switch AVAudioSession.sharedInstance().recordPermission {\n        case .granted: return .granted\n        case .denied: return PermissionState.denied\n        default: return .unknown\n        }\n    }\n    func request(completion: @escaping () -> Void) {\n        AVAudioSession.sharedInstance().requestRecordPermission { _ in\n            DispatchQueue.main.async { completion() }\n        }\n    }\n}"
            ),
            permissionPort
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Access/AlertPermission.swift",
                "import UIKit\nimport UserNotifications\n\nstruct AlertPermission: Permission {\n    var state: PermissionState { settled() ? .granted : .unknown }\n    private func settled() -> Bool {\n        var answer = false\n        UNUserNotificationCenter.current().getNotificationSettings { answer = $0.authorizationStatus == .authorized }\n        return answer\n    }\n    func request(completion: @escaping () -> Void) {\n        UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in completion() }\n        UIApplication.shared.registerForRemoteNotifications()\n    }\n}"
            ),
            permissionPort
        ),
        RuleExample(
            "Sources/Infrastructure/URLSession+Relay.swift",
            "extension URLSession {\n    static var relay: URLSession = {\n        let session = URLSession.shared\n        session.configuration.timeoutIntervalForRequest = 20\n        return session\n    }()\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/LaunchSettings.swift", "struct LaunchSettings {\n    var launchTracker: LaunchTracking = LaunchTracker.shared\n}"),
            ExampleFile("Sources/Feature/LaunchTracker.swift", "protocol LaunchTracking {}\n\nfinal class LaunchTracker: LaunchTracking {\n    static let shared = LaunchTracker()\n}"),
            ExampleFile(
                "Tests/FeatureTests/LaunchSettingsTests.swift",
                "final class LaunchSettingsTests {\n    func test_launch() {\n        var settings = LaunchSettings()\n        settings.launchTracker = LaunchTrackingDouble()\n    }\n}"
            )
        ),
        RuleExample(
            "Sources/Infrastructure/Folder.swift",
            "struct Folder {\n    let url: URL\n}\n\nextension Folder {\n    static func caches() throws -> Folder {\n        guard let url = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first else { throw FolderError.missing }\n        return Folder(url: url)\n    }\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/CrashKitConfiguration+Standard.swift",
            "extension CrashKitConfiguration {\n    static func standard() throws -> CrashKitConfiguration {\n        guard let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first else { throw CrashSetupError.noCaches }\n        let configuration = CrashKitConfiguration()\n        configuration.installPath = caches.appendingPathComponent(\"crashes\").path\n        return configuration\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/BridgedMonitor.swift",
            "@objc(Monitor)\npublic final class objc_Monitor: NSObject {\n    let monitor: Monitor\n    init(monitor: Monitor) { self.monitor = monitor }\n    public static func shared() -> objc_Monitor {\n        objc_Monitor(monitor: Monitor.shared())\n    }\n}"
        ),
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/SystemMicPermission.swift",
                "protocol MicPermissionProviding {\n    var isGranted: Bool { get }\n}\n\nfinal class SystemMicPermission: MicPermissionProviding {\n    var isGranted: Bool {\n        if #available(iOS 17.0, *) {\n            switch AudioApplication.shared.recordPermission {\n            case .granted: return true\n            default: return false\n            }\n        } else {\n            return AudioSession.sharedInstance().recordPermission == .granted\n        }\n    }\n}"
            ),
            micPermissionDouble
        ),
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/RadioSession+Recording.swift",
                "protocol RecordingSession {\n    var recordGranted: Bool { get }\n}\n\nextension RadioSession: RecordingSession {\n    var recordGranted: Bool { AudioApplication.shared.recordPermission == .granted }\n}"
            ),
            ExampleFile("Tests/InfrastructureTests/RecordingSessionMock.swift", "final class RecordingSessionMock: RecordingSession {\n    var recordGranted = true\n}")
        ),
        RuleExample(
            "Sources/UI/Keyboard.swift",
            "public func dismissKeyboard() {\n    Task { @MainActor in\n        UIApplication.shared.sendAction(\n            #selector(UIResponder.resignFirstResponder),\n            to: nil,\n            from: nil,\n            for: nil\n        )\n    }\n}"
        ),
        // Outside the UI layer, a type holding the view it lays out on rotation: UI glue.
        RuleExample(
            "Sources/Feature/DebugOverlay.swift",
            "final class DebugOverlay {\n    private var canvas: UIView?\n    init() {\n        NotificationCenter.default.addObserver(self, selector: #selector(relayout), name: UIDevice.orientationDidChangeNotification, object: nil)\n    }\n    deinit {\n        NotificationCenter.default.removeObserver(self, name: UIDevice.orientationDidChangeNotification, object: nil)\n    }\n    @objc func relayout() {}\n}"
        ),
        // A closure parameter defaulting to the singleton's method, named unapplied: the live adapter of the seam.
        RuleExample(
            "Sources/Feature/StoreBuildDetector.swift",
            "enum StoreBuildDetector {\n    static func isStoreBuild(receipt: URL?, fileExists: (String) -> Bool = FileManager.default.fileExists(atPath:)) -> Bool {\n        receipt.map { fileExists($0.path) } ?? false\n    }\n}"
        ),
        // The same method written out as a closure that only forwards its argument.
        RuleExample(
            "Sources/Feature/ReceiptProbe.swift",
            "extension ReceiptProbe {\n    static func candidates(root: URL, exists: @escaping (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) -> [String] {\n        [root.path].filter(exists)\n    }\n}"
        ),
        // An Objective-C class's singleton accessor called bare, as the live default of a doubled protocol's `var`.
        RuleExample(
            ExampleFile(
                "Sources/Feature/CheckoutManager.swift",
                "import Foundation\n\nprotocol TokenIssuing {\n    func issue(for card: String) -> String?\n}\n\nextension CardVault: TokenIssuing {}\n\nfinal class CheckoutManager: NSObject {\n    var issuer: TokenIssuing = CardVault.shared()\n}"
            ),
            ExampleFile("Tests/FeatureTests/TokenIssuerDouble.swift", "final class TokenIssuerDouble: TokenIssuing {\n    func issue(for card: String) -> String? { nil }\n}")
        ),
    ]
}
