/// Modules of the Apple SDKs and the Swift toolchain. A configured target with one of these names would
/// capture every `import` of the framework: a folder named `CarPlay` is not a module named `CarPlay`.
public enum SystemModules {
    static let names: Set<String> = [
        "Accelerate", "Accessibility", "ActivityKit", "AdServices", "AdSupport", "AppIntents", "AppKit", "AppTrackingTransparency",
        "ARKit", "AudioToolbox", "AuthenticationServices", "AVFoundation", "AVKit", "BackgroundTasks", "CallKit", "CarPlay",
        "Charts", "Cocoa", "CoreFoundation", "CoreMedia", "CoreVideo", "Darwin", "GameController", "MediaPlayer", "os", "QuartzCore",
        "CloudKit", "Combine", "Contacts", "ContactsUI", "CoreBluetooth", "CoreData", "CoreGraphics", "CoreHaptics",
        "CoreImage", "CoreLocation", "CoreML", "CoreMotion", "CoreNFC", "CoreSpotlight", "CoreText", "CoreTransferable",
        "CryptoKit", "Dispatch", "EventKit", "EventKitUI", "Foundation", "FoundationNetworking", "GameKit", "HealthKit",
        "HomeKit", "Intents", "IntentsUI", "LinkPresentation", "LocalAuthentication", "MapKit", "MessageUI", "Messages",
        "MetricKit", "Network", "NetworkExtension", "NotificationCenter", "Observation", "OSLog", "PassKit", "PDFKit",
        "PhotosUI", "Photos", "QuickLook", "RealityKit", "SafariServices", "SceneKit", "Security", "Speech", "SpriteKit",
        "StoreKit", "SwiftData", "SwiftUI", "Synchronization", "SystemConfiguration", "TipKit", "UIKit", "UniformTypeIdentifiers",
        "UserNotifications", "UserNotificationsUI", "Vision", "WatchConnectivity", "WatchKit", "WebKit", "WidgetKit", "XCTest",
    ]

    /// True for a module of the Apple SDKs or the Swift toolchain.
    public static func isSystemModule(_ name: String) -> Bool {
        names.contains(name)
    }
}
