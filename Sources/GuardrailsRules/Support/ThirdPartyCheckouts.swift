import GuardrailsCore

/// Libraries checked into an app's tree by a dependency manager (`Pods/Alamofire/…` of CocoaPods, `Carthage/Checkouts/…`):
/// their authors' code, compiled with the app but neither written nor changed by its team, and shipped without the
/// library's own tests. Their protocols are the libraries' extension points for the app to adopt.
enum ThirdPartyCheckouts {
    /// Whether the file lies in such a checkout: a `Pods` folder, or `Checkouts` inside `Carthage`.
    static func contains(_ path: String) -> Bool {
        let folders = PackagePath.components(Substring(path)).dropLast()
        return folders.contains { $0 == "Pods" } || zip(folders, folders.dropFirst()).contains { $0 == "Carthage" && $1 == "Checkouts" }
    }
}
