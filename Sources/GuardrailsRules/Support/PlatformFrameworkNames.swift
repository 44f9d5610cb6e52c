import GuardrailsCore

/// How UIKit, AppKit and WatchKit name their types (`UIButton`, `NSWindow`), told from Foundation's `NS` names and C
/// constants, so each framework is judged by its own names.
enum PlatformFrameworkNames {
    /// `name` is a framework symbol of `prefix` (`UIButton`, `NSWindow`): the prefix then an upper-camel word. A name of
    /// capitals, digits and underscores only (`UINT64_MAX`) is a C constant of the platform, no UIKit type.
    static func isFrameworkName(_ name: String, prefix: String) -> Bool {
        name.count > prefix.count + 1 && name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
            && name.contains(where: \.isLowercase)
    }

    /// Core Data's type names, `NS`-prefixed like AppKit's.
    static let coreDataPrefixes = ["NSManaged", "NSFetch", "NSPersistent", "NSEntity", "NSAttribute", "NSRelationship", "NSSortDescriptor"]

    /// Foundation types and functions with AppKit's `NS` prefix that lifecycle and device adapters name beside the
    /// framework's types (besides `FoundationValueClasses`): the Objective-C runtime's lookups by name
    /// (`NSClassFromString`, `NSSelectorFromString`), ranges and localized strings.
    static let foundationTypes: Set<String> = [
        "NSNotification", "NSObject", "NSObjectProtocol", "NSError", "NSUserActivity", "NSLock", "NSRecursiveLock",
        "NSKeyValueObservation", "NSCoder", "NSCoding", "NSSecureCoding", "NSCopying", "NSRange", "NSPredicate", "NSRegularExpression",
        "NSCondition", "NSCache", "NSLocale", "NSTimeZone", "NSIndexPath", "NSNotFound", "NSClassFromString", "NSSelectorFromString", "NSStringFromClass", "NSStringFromSelector",
        "NSProtocolFromString", "NSStringFromProtocol", "NSLocalizedString", "NSLog", "NSMakeRange", "NSHomeDirectory",
        "NSTemporaryDirectory", "NSSearchPathForDirectoriesInDomains",
        // Foundation's error domains and `userInfo` keys, read when classifying an `NSError` (`NSUnderlyingErrorKey`).
        "NSCocoaErrorDomain", "NSPOSIXErrorDomain", "NSOSStatusErrorDomain", "NSMachErrorDomain", "NSURLErrorDomain",
        "NSUnderlyingErrorKey", "NSMultipleUnderlyingErrorsKey", "NSLocalizedDescriptionKey", "NSLocalizedFailureReasonErrorKey",
        "NSLocalizedFailureErrorKey", "NSLocalizedRecoverySuggestionErrorKey", "NSLocalizedRecoveryOptionsErrorKey", "NSRecoveryAttempterErrorKey",
        "NSHelpAnchorErrorKey", "NSDebugDescriptionErrorKey", "NSFilePathErrorKey", "NSURLErrorKey", "NSStringEncodingErrorKey",
        "NSURLErrorFailingURLErrorKey", "NSURLErrorFailingURLStringErrorKey",
    ]

    /// How the names of UI element types end (`UILabel`, `NSTableView`, `Color`): a test importing one builds UI.
    static let uiElementSuffixes = [
        "View", "Controller", "Window", "Cell", "Button", "Label", "Field", "Bar", "Menu", "Control", "Color", "Image", "Font",
        "Responder", "Scene", "Application", "App", "Gesture", "Recognizer", "Panel", "Popover", "Switch", "Slider", "Picker",
    ]
}
