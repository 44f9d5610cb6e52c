import GuardrailsCore

/// The examples of `shared-instance-access` about places the system composes: a URL protocol the loading system builds, a
/// macOS view opening a link through the workspace, a scratch folder the type keeps in a `let`, a static folder location, a
/// SwiftUI `extension View` ending editing, a media picker reading the file it handed over, and a UIKit event relayed to a view.
enum SharedInstanceAccessRuleSystemGlueExamples {
    static let triggering: [RuleExample] = [
        // Wiping the whole temporary directory, which the app shares: not a scratch folder of its own.
        RuleExample(
            "Sources/Feature/GalleryCleaner.swift",
            "final class GalleryCleaner {\n    func wipe() throws {\n        let temp = FileManager.default.temporaryDirectory\n        let found = try FileManager.default.contentsOfDirectory(at: temp, includingPropertiesForKeys: nil)\n        for item in found { try FileManager.default.removeItem(at: item) }\n    }\n}"
        ),
        // Its extension observes the app's own notification: the removal undoes messaging, not UI glue.
        RuleExample(
            "Sources/UI/AlertsToggleCell.swift",
            "import UIKit\n\nextension Notification.Name {\n    static let alertsChanged = Notification.Name(\"alertsChanged\")\n}\n\nclass AlertsToggleCell: UICollectionViewCell {\n    deinit {\n        NotificationCenter.default.removeObserver(self)\n    }\n}\n\nprivate extension AlertsToggleCell {\n    func observe() {\n        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .alertsChanged, object: nil)\n    }\n    @objc func refresh() {}\n}"
        ),
        // Listing or removing files of a folder handed in, and a file a closure of another call is handed: not scratch.
        RuleExample(
            "Sources/Feature/SnapshotSweeper.swift",
            "final class SnapshotSweeper {\n    func sweep(_ folder: URL) throws {\n        let found = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)\n        for item in found { try FileManager.default.removeItem(at: item) }\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/SnapshotFetcher.swift",
            "final class SnapshotFetcher {\n    func fetch(_ loader: Loader) {\n        loader.loadLocalCopy { url, error in\n            try? FileManager.default.removeItem(at: url)\n        }\n    }\n}"
        ),
        // The name is posted by a class of the package too: an app-wide broadcast, not a UIKit event relayed.
        RuleExample("Sources/Feature/ShakeReporter.swift", "import SwiftUI\nimport UIKit\n\nextension UIDevice {\n    static let didShake = Notification.Name(\"didShake\")\n}\n\nfinal class ShakeSimulator {\n    func shake() { NotificationCenter.default.post(name: UIDevice.didShake, object: nil) }\n}\n\nstruct ShakeReporter: ViewModifier {\n    let action: () -> Void\n    func body(content: Content) -> some View {\n        content.onReceive(NotificationCenter.default.publisher(for: UIDevice.didShake)) { _ in action() }\n    }\n}"),
        // A picker callback fetching a URL of its own through the shared session: a request, not the picked file.
        RuleExample("Sources/UI/ClipPickerCoordinator.swift", "import UIKit\n\nfinal class ClipPickerCoordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {\n    let thumbnails: URL\n    init(thumbnails: URL) { self.thumbnails = thumbnails }\n    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {\n        Task {\n            let (data, _) = try await URLSession.shared.data(from: thumbnails)\n            _ = data\n        }\n    }\n}"),
        // A class the package builds itself, and a view model (no view) opening the link.
        RuleExample(
            "Sources/Feature/ReplayLoader.swift",
            "final class ReplayLoader {\n    func start(_ request: URLRequest) {\n        guard let canned = ReplayBook.shared.entry(for: request) else { return }\n        deliver(canned)\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/HelpModel.swift",
            "import AppKit\n\nfinal class HelpModel: ObservableObject {\n    func openGuide(_ url: URL) { NSWorkspace.shared.open(url) }\n}"
        ),
        // A folder handed in, kept in a `let`, then removed: the caller's files.
        RuleExample(
            "Sources/Feature/Workbench.swift",
            "struct Workbench {\n    let folder: URL\n    init(folder: URL) {\n        self.folder = folder\n    }\n    func clear() { try? FileManager.default.removeItem(at: folder) }\n}"
        ),
        // A static accessor reading the folder's content, and an instance one.
        RuleExample(
            "Sources/Feature/Drafts.swift",
            "enum Drafts {\n    static var names: [String] {\n        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []\n    }\n    var root: URL { FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0] }\n}"
        ),
        // The manager bound to a local that also removes a path handed in; a temporary folder read for a file written elsewhere.
        RuleExample("Sources/Feature/ReceiptSaver.swift", "struct ReceiptSaver {\n    func replace(_ old: URL, name: String) -> URL {\n        let files = FileManager.default\n        let copy = files.temporaryDirectory.appendingPathComponent(name)\n        try? files.removeItem(at: old)\n        return copy\n    }\n    func save(_ data: Data, into folder: URL) throws {\n        let scratch = FileManager.default.temporaryDirectory\n        _ = scratch\n        try data.write(to: folder.appendingPathComponent(\"receipt.pdf\"))\n    }\n}"),
        // A loop over names one of which is the app's own: a broadcast of the package among the keyboard's.
        RuleExample("Sources/UI/UIView+Keyboard.swift", "import UIKit\n\nextension UIView {\n    func followKeyboard(_ spacer: NSLayoutConstraint) {\n        for name in [UIResponder.keyboardWillShowNotification, .composerOpened] {\n            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in spacer.constant = 0 }\n        }\n    }\n}"),
    ]

    static let nonTriggering: [RuleExample] = [
        // Removing the cell's observer in `deinit` when its extension observes only a system notification.
        RuleExample(
            "Sources/UI/AlertsToggleCell.swift",
            "import UIKit\n\nclass AlertsToggleCell: UICollectionViewCell {\n    deinit {\n        NotificationCenter.default.removeObserver(self)\n    }\n}\n\nprivate extension AlertsToggleCell {\n    func observe() {\n        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: UIApplication.willEnterForegroundNotification, object: nil)\n    }\n    @objc func refresh() {}\n}"
        ),
        // A scratch folder listed and cleared, an archive packed into it, and the temporary copy an item provider hands.
        RuleExample(
            "Sources/Feature/SnapshotPacker.swift",
            "extension SnapshotStore {\n    func pack() -> URL {\n        clearPacked()\n        let target = FileManager.default.temporaryDirectory.appendingPathComponent(\"Packed/all.zip\")\n        ArchiveKit.createArchiveFile(atPath: target.path, withContentsOfDirectory: folder)\n        return target\n    }\n    func clearPacked() {\n        let files = FileManager.default\n        let packed = files.temporaryDirectory.appendingPathComponent(\"Packed\")\n        do {\n            let found = try files.contentsOfDirectory(at: packed, includingPropertiesForKeys: nil)\n            for item in found where item.pathExtension == \"zip\" {\n                try FileManager.default.removeItem(at: item)\n            }\n        } catch {}\n    }\n    func take(_ provider: NSItemProvider) {\n        provider.loadFileRepresentation(forTypeIdentifier: \"public.movie\") { url, error in\n            guard let url else { return }\n            keep(try? Data(contentsOf: url))\n            try? FileManager.default.removeItem(at: url)\n        }\n    }\n}"
        ),
        // A UI extension observing each of the keyboard's notifications through a loop over their names.
        RuleExample("Sources/UI/UIView+Keyboard.swift", "import UIKit\n\nextension UIView {\n    func followKeyboard(_ spacer: NSLayoutConstraint) {\n        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {\n            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { note in\n                spacer.constant = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0\n            }\n        }\n    }\n}"),
        // Scratch housekeeping through a local bound to the manager, and a temporary folder read to write a file there.
        RuleExample("Sources/UI/ReceiptExport.swift", "final class ReceiptExport {\n    func destination(named name: String) -> URL {\n        let files = FileManager.default\n        let url = files.temporaryDirectory.appendingPathComponent(name)\n        try? files.removeItem(at: url)\n        return url\n    }\n    func writeImage(_ data: Data, title: String) throws -> URL {\n        let folder = FileManager.default.temporaryDirectory\n        let target = folder.appendingPathComponent(title + \".png\")\n        try data.write(to: target)\n        return target\n    }\n}"),
        // A UIKit event SwiftUI cannot observe, relayed from the window's override to the view modifier of the same file.
        RuleExample("Sources/Feature/ShakeReporter.swift", "import SwiftUI\nimport UIKit\n\nextension UIDevice {\n    static let didShake = Notification.Name(\"didShake\")\n}\n\nextension UIWindow {\n    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {\n        if motion == .motionShake { NotificationCenter.default.post(name: UIDevice.didShake, object: nil) }\n    }\n}\n\nstruct ShakeReporter: ViewModifier {\n    let action: () -> Void\n    func body(content: Content) -> some View {\n        content.onReceive(NotificationCenter.default.publisher(for: UIDevice.didShake)) { _ in action() }\n    }\n}"),
        // The picked clip is a local file the picker hands over: the shared session only reads it off the disk.
        RuleExample("Sources/UI/ClipPickerCoordinator.swift", "import UIKit\n\nfinal class ClipPickerCoordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {\n    var picked: UIImage?\n    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {\n        if let clip = info[.mediaURL] as? URL {\n            Task {\n                let (data, _) = try await URLSession.shared.data(from: clip)\n                picked = UIImage(data: data)\n            }\n        }\n    }\n}"),
        // SwiftUI's own `View` extended with a modifier every view gets, having the application end editing on a tap.
        RuleExample(
            "Sources/Feature/View+EndEditing.swift",
            "import SwiftUI\nimport UIKit\n\npublic extension View {\n    func endsEditingOnTap() -> some View {\n        onAppear(perform: UIApplication.shared.installEndEditingTap)\n    }\n}\n\npublic extension UIApplication {\n    func installEndEditingTap() {\n        guard let window = (connectedScenes.first as? UIWindowScene)?.windows.first else { return }\n        window.addGestureRecognizer(UITapGestureRecognizer(target: window, action: #selector(UIView.endEditing)))\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/ReplayProtocol.swift",
            "final class ReplayProtocol: URLProtocol {\n    override class func canInit(with request: URLRequest) -> Bool { ReplayBook.shared.entry(for: request) != nil }\n    override func startLoading() {\n        guard let canned = ReplayBook.shared.entry(for: request) else { return }\n        client?.urlProtocol(self, didLoad: canned.body)\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/AboutPane.swift",
            "import SwiftUI\n\nstruct AboutPane: View {\n    let logURL: URL\n    var body: some View {\n        Button(\"Show Log\") { NSWorkspace.shared.activateFileViewerSelecting([logURL]) }\n    }\n    private func openGuide(_ url: URL) { NSWorkspace.shared.open(url) }\n}"
        ),
        RuleExample(
            "Sources/Feature/ScratchFolder.swift",
            "struct ScratchFolder {\n    let url: URL\n    init() {\n        url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString, isDirectory: true)\n        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)\n    }\n    func remove() { try? FileManager.default.removeItem(at: url) }\n}"
        ),
        RuleExample(
            "Sources/Feature/SharedFolders.swift",
            "extension ShelfConfiguration {\n    public static var sharedCaches: URL {\n        let url = groupRoot.appendingPathComponent(\"Caches\")\n        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)\n        return url\n    }\n    static var groupRoot: URL {\n        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: \"group.shelf\") ?? FileManager.default.temporaryDirectory\n    }\n    static func exports() throws -> URL {\n        try FileManager.default.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)\n    }\n}"
        ),
    ]
}
