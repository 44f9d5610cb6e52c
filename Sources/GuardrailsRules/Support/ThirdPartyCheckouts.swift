import GuardrailsCore

/// Libraries checked into an app's tree by a dependency manager (`Pods/Alamofire/…` of CocoaPods, `Carthage/Checkouts/…`):
/// their authors' code, compiled with the app but neither written nor changed by its team, and shipped without the
/// library's own tests. Their protocols are the libraries' extension points for the app to adopt.
enum ThirdPartyCheckouts {
    private static let folders: [[UInt8]] = [Array("Pods/".utf8), Array("Carthage/Checkouts/".utf8)]

    /// Whether the file lies in such a checkout: a `Pods` folder, or `Checkouts` inside `Carthage`. Read by bytes, with no
    /// split: asked of every protocol a rule would report.
    static func contains(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            for start in bytes.indices where start == 0 || bytes[start - 1] == UInt8(ascii: "/") {
                let first = bytes[start]
                guard first == UInt8(ascii: "P") || first == UInt8(ascii: "C") else { continue }
                if folders.contains(where: { bytes[start...].starts(with: $0) }) { return true }
            }
            return false
        }
    }
}
