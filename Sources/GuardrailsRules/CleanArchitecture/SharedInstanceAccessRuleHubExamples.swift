import GuardrailsCore

/// The examples of `shared-instance-access` about a framework's one hub the code only tells about itself (a photo library's
/// change observer), the window a system sign-in sheet asks for, and a vendor SDK's singleton in the adapter of a one-module app.
enum SharedInstanceAccessRuleHubExamples {
    static let triggering: [RuleExample] = [
        // Registering another object than the receiver hands the library a collaborator: reached for.
        RuleExample(
            "Sources/UI/ReelStripController.swift",
            "import Photos\nimport UIKit\n\nfinal class ReelStripController: UIViewController {\n    let watcher = ReelWatcher()\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        PHPhotoLibrary.shared().register(watcher)\n    }\n}"
        ),
        // Driving the library (`performChanges`) is behaviour a test would stub.
        RuleExample(
            "Sources/UI/ReelStripController.swift",
            "import Photos\nimport UIKit\n\nfinal class ReelStripController: UIViewController {\n    func discard(_ assets: [PHAsset]) {\n        PHPhotoLibrary.shared().performChanges { PHAssetChangeRequest.deleteAssets(assets as NSArray) }\n    }\n}"
        ),
        // The sign-in adapter calling the application inside the anchor is behaviour, not the window lookup.
        RuleExample(
            "Sources/Infrastructure/GuildPortalLogin.swift",
            "import AuthenticationServices\nimport UIKit\n\nfinal class GuildPortalLogin: NSObject, ASWebAuthenticationPresentationContextProviding {\n    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {\n        UIApplication.shared.open(URL(fileURLWithPath: \"/\"))\n        return ASPresentationAnchor()\n    }\n}"
        ),
        // The same adapter reading the application outside `presentationAnchor(for:)`.
        RuleExample(
            "Sources/Infrastructure/GuildPortalLogin.swift",
            "import AuthenticationServices\nimport UIKit\n\nfinal class GuildPortalLogin: NSObject, ASWebAuthenticationPresentationContextProviding {\n    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }\n    func badgeCount() -> Int { UIApplication.shared.applicationIconBadgeNumber }\n}"
        ),
        // In a one-module app, the interactor reaching the vendor's singleton should be handed the adapter…
        RuleExample(
            ExampleFile("Sources/Herbarium/HerbariumPorts.swift", "protocol HerbariumInteractorInput {\n    func leave()\n}"),
            ExampleFile(
                "Sources/Herbarium/HerbariumInteractor.swift",
                "import Foundation\nimport AcmeSignOn\n\nfinal class HerbariumInteractor: HerbariumInteractorInput {\n    func leave() {\n        ACMSignOn.sharedInstance.signOut()\n    }\n}"
            )
        ),
        // …and so should a screen, even one adopting a port of the app.
        RuleExample(
            ExampleFile("Sources/Herbarium/HerbariumPorts.swift", "protocol SpecimenUploading {\n    func upload(_ name: String)\n}"),
            ExampleFile(
                "Sources/Herbarium/SpecimenUploadController.swift",
                "import UIKit\nimport AcmeSignOn\n\nfinal class SpecimenUploadController: UIViewController, SpecimenUploading {\n    func upload(_ name: String) {\n        _ = ACMSignOn.sharedInstance.currentAccount?.identifier\n    }\n}"
            )
        ),
        // A vendor type no imported library is named for (`import AcmeSignOn` beside `PXVault`) is not linked to it: still reported.
        RuleExample(
            ExampleFile("Sources/Herbarium/HerbariumPorts.swift", "protocol SpecimenUploading {\n    func upload(_ name: String)\n}"),
            ExampleFile(
                "Sources/Herbarium/CloudSpecimenStore.swift",
                "import Foundation\nimport AcmeSignOn\n\nfinal class CloudSpecimenStore: SpecimenUploading {\n    func upload(_ name: String) {\n        PXVault.shared.store(name)\n    }\n}"
            )
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // A picker telling the process's one photo library about itself, and taking itself off again.
        RuleExample(
            "Sources/UI/ReelStripController.swift",
            "import Photos\nimport UIKit\n\nfinal class ReelStripController: UIViewController, PHPhotoLibraryChangeObserver {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        PHPhotoLibrary.shared().register(self)\n    }\n    deinit { PHPhotoLibrary.shared().unregisterChangeObserver(self) }\n    func photoLibraryDidChange(_ changeInstance: PHChange) {}\n}"
        ),
        // The window an authentication session's sheet is shown over, found in the anchor the system asks for.
        RuleExample(
            "Sources/Infrastructure/GuildPortalLogin.swift",
            "import AuthenticationServices\nimport UIKit\n\nfinal class GuildPortalLogin: NSObject {}\n\nextension GuildPortalLogin: ASWebAuthenticationPresentationContextProviding {\n    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {\n        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene\n        return scene?.windows.first ?? ASPresentationAnchor()\n    }\n}"
        ),
        // A one-module app's adapter over a vendor's sign-on SDK (`ACMSignOn` of `import AcmeSignOn`), behind the app's own port.
        RuleExample(
            ExampleFile("Sources/Herbarium/HerbariumPorts.swift", "protocol SpecimenUploading {\n    func upload(_ name: String)\n}"),
            ExampleFile(
                "Sources/Herbarium/CloudSpecimenStore.swift",
                "import Foundation\nimport AcmeSignOn\n\nfinal class CloudSpecimenStore {\n    private let bucket = \"specimens\"\n}\n\nextension CloudSpecimenStore: SpecimenUploading {\n    func upload(_ name: String) {\n        let owner = ACMSignOn.sharedInstance.currentAccount?.identifier\n        _ = (owner, name, bucket)\n    }\n}"
            )
        ),
    ]
}
