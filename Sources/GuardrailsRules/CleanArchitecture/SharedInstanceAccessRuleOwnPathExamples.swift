import GuardrailsCore

/// The examples of `shared-instance-access` about what the code owns: files of its own (a recorder's takes, an archive
/// unpacked in the temporary folder), a folder an open panel starts in, a system notification the package renames, and a library's public global for its instance.
enum SharedInstanceAccessRuleOwnPathExamples {
    static let triggering: [RuleExample] = [
        // The listed folders' first used for more than the panel: the export is written there without asking.
        RuleExample(
            "Sources/UI/ShortcutExporter.swift",
            "import AppKit\n\nfinal class ShortcutExporter {\n    func export(_ data: Data) throws {\n        let start = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first\n        try data.write(to: start!.appendingPathComponent(\"shortcuts.json\"))\n    }\n}"
        ),
        // The looked-up folder is listed too: the view reads the file system through the manager.
        RuleExample(
            "Sources/UI/PluginPicker.swift",
            "import AppKit\n\nfinal class PluginPicker {\n    func choose() -> [URL] {\n        let panel = NSOpenPanel()\n        let start = try? FileManager.default.url(for: .applicationDirectory, in: .localDomainMask, appropriateFor: nil, create: false)\n        panel.directoryURL = start\n        return start.map { (try? FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)) ?? [] } ?? []\n    }\n}"
        ),
        // An infrastructure type holding a collaborator deletes a path handed in: the caller's file, not its own.
        RuleExample(
            "Sources/Infrastructure/TakeArchiver.swift",
            "protocol TakeUploading {\n    func upload(_ url: URL) async throws\n}\n\nfinal class TakeArchiver {\n    let uploader: TakeUploading\n    init(uploader: TakeUploading) { self.uploader = uploader }\n    func archive(_ take: URL) async throws {\n        try await uploader.upload(take)\n        try FileManager.default.removeItem(at: take)\n    }\n}"
        ),
        // The folder comes from the caller, not from the temporary directory.
        RuleExample(
            "Sources/Feature/BundleUnpacker.swift",
            "final class BundleUnpacker {\n    private let folder: URL\n    init(folder: URL) { self.folder = folder }\n    func clear() throws {\n        try FileManager.default.removeItem(at: folder)\n    }\n}"
        ),
        // The alias renames the package's own notification: the app's broadcast, on the default center.
        RuleExample(
            ExampleFile("Sources/UI/Notification+Shimmer.swift", "extension Notification.Name {\n    static let shimmerDidTick = ShimmerClock.didTickNotification\n}"),
            ExampleFile("Sources/UI/ShimmerClock.swift", "final class ShimmerClock {\n    static let didTickNotification = Notification.Name(\"ShimmerClockDidTick\")\n}"),
            ExampleFile(
                "Sources/UI/UIView+ShimmerTick.swift",
                "extension UIView {\n    func followShimmerClock() {\n        NotificationCenter.default.addObserver(self, selector: #selector(tickShimmer), name: .shimmerDidTick, object: nil)\n    }\n    @objc func tickShimmer() {}\n}"
            )
        ),
        // An internal global bound to the instance: the module's own shortcut to the singleton, not an API its callers choose.
        RuleExample(
            "Sources/Feature/Courier.swift",
            "public final class Courier {\n    public static let shared = Courier()\n    public func send(_ parcel: String) {}\n}\nlet courier = Courier.shared"
        ),
        // Others may make more stores (the initializer is internal), and a static method has no `self` to mean.
        RuleExample(
            "Sources/UI/ThumbnailStore.swift",
            "final class ThumbnailStore {\n    static let shared = ThumbnailStore()\n    init() {}\n    let recent = NSCache<NSString, NSData>()\n    func keep(_ data: Data, for key: String) {\n        ThumbnailStore.shared.recent.setObject(data as NSData, forKey: key as NSString)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/ThumbnailStore.swift",
            "final class ThumbnailStore {\n    static let shared = ThumbnailStore()\n    private init() {}\n    let recent = NSCache<NSString, NSData>()\n    static func keep(_ data: Data, for key: String) {\n        ThumbnailStore.shared.recent.setObject(data as NSData, forKey: key as NSString)\n    }\n}"
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // The same start folder as the first of the listed user folders, assigned inline to a save panel.
        RuleExample(
            "Sources/UI/ShortcutExporter.swift",
            "import AppKit\n\nfinal class ShortcutExporter {\n    func export(_ data: Data) {\n        let panel = NSSavePanel()\n        panel.directoryURL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first\n        panel.nameFieldStringValue = \"shortcuts.json\"\n        panel.begin { result in\n            guard result == .OK, let url = panel.url else { return }\n            try? data.write(to: url)\n        }\n    }\n}"
        ),
        // A well-known folder looked up only to say where the open panel starts: the user picks the file.
        RuleExample(
            "Sources/UI/PluginPicker.swift",
            "import AppKit\n\nfinal class PluginPicker {\n    func choose() {\n        let panel = NSOpenPanel()\n        let start = try! FileManager.default.url(for: .applicationDirectory, in: .localDomainMask, appropriateFor: nil, create: false)\n        panel.directoryURL = start\n        panel.begin { _ in }\n    }\n}"
        ),
        // An infrastructure recorder holding its signal source deletes its own take files: tests configure where they go.
        RuleExample(
            "Sources/Infrastructure/TakeRecorder.swift",
            "import AVFoundation\n\nprotocol SignalSource: AnyObject {\n    var engineNode: AVAudioNode { get }\n    func start()\n}\n\nfinal class TakeRecorder {\n    let source: SignalSource\n    private var takeFile: AVAudioFile?\n    static var finishedTakes: [URL] = []\n    init(source: SignalSource) { self.source = source }\n    func discardTake() {\n        guard let takeFile = takeFile else { return }\n        let path = takeFile.url.path\n        let files = FileManager.default\n        try? files.removeItem(atPath: path)\n    }\n    static func discardFinishedTakes() {\n        for url in TakeRecorder.finishedTakes {\n            try? FileManager.default.removeItem(at: url)\n        }\n    }\n}"
        ),
        // An archive unpacked into the temporary folder, the scratch path reaching each call through private members.
        RuleExample(
            "Sources/Feature/BundleArchive.swift",
            "final class BundleArchive {\n    private let unpackedURL: URL\n    private(set) var pages: [String] = []\n\n    init(data: Data, name: String) throws {\n        unpackedURL = ArchiveFolders.tempFolderURL.appendingPathComponent(name)\n        try unpack(data: data, into: unpackedURL)\n    }\n\n    private func unpack(data: Data, into folder: URL) throws {\n        let archive = folder.appendingPathExtension(\"zip\")\n        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)\n        try data.write(to: archive)\n        try unpack(archive: archive, into: folder)\n    }\n\n    private func unpack(archive: URL, into folder: URL) throws {\n        try FileManager.default.unzipItem(at: archive, to: folder)\n        pages = try String(contentsOf: folder.appendingPathComponent(\"index\")).components(separatedBy: \"\\n\")\n        try? FileManager.default.removeItem(at: folder)\n        try? FileManager.default.removeItem(at: archive)\n    }\n}"
        ),
        // A UIKit notification under the package's own name, observed by a view in the UI layer.
        RuleExample(
            ExampleFile("Sources/UI/Notification+Host.swift", "import UIKit\n\nextension Notification.Name {\n    static let hostDidBecomeActive = UIApplication.didBecomeActiveNotification\n}"),
            ExampleFile(
                "Sources/UI/UIView+Shimmer.swift",
                "import UIKit\n\nextension UIView {\n    func startShimmerObserving() {\n        NotificationCenter.default.addObserver(self, selector: #selector(resumeShimmer), name: .hostDidBecomeActive, object: nil)\n    }\n    func stopShimmerObserving() {\n        NotificationCenter.default.removeObserver(self, name: .hostDidBecomeActive, object: nil)\n    }\n    @objc func resumeShimmer() {}\n}"
            )
        ),
        // A library's public global for its default instance, like a public static accessor: callers choose to use it.
        RuleExample(
            "Sources/Feature/Courier.swift",
            "public final class Courier {\n    public static let shared = Courier()\n    public func send(_ parcel: String) {}\n}\npublic let CourierKit = Courier.shared"
        ),
        // The singleton's own instance method reading the shared instance: with only private initializers it is `self`.
        RuleExample(
            "Sources/UI/ThumbnailStore.swift",
            "final class ThumbnailStore {\n    static let shared = ThumbnailStore()\n    private init() {}\n    let recent = NSCache<NSString, NSData>()\n    func keep(_ data: Data, for key: String) {\n        ThumbnailStore.shared.recent.setObject(data as NSData, forKey: key as NSString)\n    }\n}"
        ),
    ]
}
