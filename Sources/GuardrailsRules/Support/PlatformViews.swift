/// A UIKit or AppKit view, control, bar or menu item, window or view controller told by its name (`UIScrollView`, `NSTextField`,
/// `UIHostingController`, `NSDatePicker`), for rules that meet framework names the package does not declare.
enum PlatformViews {
    /// The frameworks' prefixes: also those of their `…Source`/`…Delegate` protocols.
    static let prefixes = ["UI", "NS"]

    static func named(_ name: String) -> Bool {
        prefixes.contains { name.hasPrefix($0) } && suffixes.contains { name.hasSuffix($0) }
    }

    private static let suffixes = [
        "View", "ViewController", "WindowController", "NavigationController", "TabBarController", "HostingController",
        "AlertController", "SearchController", "Control", "Cell", "Field", "Button", "Label", "Window", "Panel", "Switch",
        "Slider", "Stepper", "Picker", "BarButtonItem", "TabBarItem", "MenuItem", "ToolbarItem",
    ]
}
