import GuardrailsCore

/// For `concrete-cross-layer-reference`'s UI plumbing of a component library (`ComponentLibraryHelpers`): `public final class
/// BannerPresenter { public static let shared = BannerPresenter(); private var isShowing = false; func show(_:on:) }`, a toast
/// presenter whose only global is the one instance of itself it keeps, storing nothing but standard values (a flag, a count)
/// and naming no broadcast channel. The global read is `shared-instance-access`'s finding; what a screen composes is still the
/// library's plumbing. An event bus keeping its shared instance stores its relays, subjects or subscribers (`let didRename =
/// Relay<String>()`, closures) or posts through `NotificationCenter`, global state every screen reaches, and stays reported.
enum SharedPlumbingInstance {
    static func keepsOnlyPlainState(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .class, let body = index.body(of: declaration),
              body.storedProperties.allSatisfy({ $0.isPlain }),
              body.namedTypes.allSatisfy({ !broadcastNames.contains($0) && !$0.hasSuffix("Subject") && !$0.hasSuffix("Relay") }) else { return false }
        // Its statics hold itself and nothing else: `static let shared = Self()`, no static store beside it.
        let own = index.ownInstanceStatics(of: declaration.name)
        return !own.isEmpty && own.allSatisfy { index.settableStaticType(of: declaration.name, member: $0) == nil }
    }

    /// The channels an event bus reaches every screen through.
    private static let broadcastNames: Set<String> = ["NotificationCenter", "DistributedNotificationCenter", "Signal", "Observable", "Publisher"]
}
