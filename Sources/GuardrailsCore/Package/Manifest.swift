/// What `Package.swift` declares, read without running it: targets, products, local package paths,
/// and notes on every construct the reader could not follow.
public struct Manifest: Sendable {
    /// `(major, minor)` from the `// swift-tools-version:` line, `nil` when the line is missing.
    public let toolsVersion: (major: Int, minor: Int)?
    public let targets: [ManifestTarget]
    public let products: [ManifestProduct]
    /// Every `.package(path:)` dependency, its path relative to the package root.
    public let localPackages: [LocalPackageReference]
    /// `path:` of every `.package(path:)` dependency, relative to the package root.
    public var localPackagePaths: [String] { localPackages.map(\.path) }
    public let notes: [ManifestNote]
    /// False when some target may be missing from `targets` (an entry or a list could not be read):
    /// files that no read target compiles then fall back to the folder convention instead of being skipped.
    public let targetsAreComplete: Bool
    /// The minimum deployment versions `platforms:` declares; empty when it declares none or an entry could not be read.
    public let platforms: [PlatformMinimum]

    public init(
        toolsVersion: (major: Int, minor: Int)?, targets: [ManifestTarget], products: [ManifestProduct] = [],
        localPackages: [LocalPackageReference] = [], notes: [ManifestNote] = [], targetsAreComplete: Bool = true, platforms: [PlatformMinimum] = []
    ) {
        self.toolsVersion = toolsVersion
        self.targets = targets
        self.products = products
        self.localPackages = localPackages
        self.notes = notes
        self.targetsAreComplete = targetsAreComplete
        self.platforms = platforms
    }

    /// Reads a manifest's bytes.
    public static func read(_ bytes: [UInt8]) -> Manifest {
        ManifestReader.read(bytes)
    }

    public static func read(_ text: String) -> Manifest {
        ManifestReader.read(Array(text.utf8))
    }

    /// At least `major.minor`; a manifest without a tools version (which SwiftPM rejects) counts as recent.
    public func toolsVersionIsAtLeast(_ major: Int, _ minor: Int) -> Bool {
        guard let version = toolsVersion else { return true }
        return (version.major, version.minor) >= (major, minor)
    }
}
